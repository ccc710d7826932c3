import { useParams, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/ui/feedback-context';
import { ServiceActivation } from '../../features/services/components/service-activation';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** /services/activation/{index}: activation of a service; the request becomes a practice. */
export function ServiceActivationRoute() {
  const { index = '' } = useParams();
  const [search] = useSearchParams();
  const { customer } = useSession();
  const feedback = useFeedback();
  usePageTitle('Attiva un servizio');
  const supply = Number(search.get('supply'));
  return (
    <ServiceActivation
      code={index}
      {...(Number.isInteger(supply) && supply > 0 ? { preselectedSupplyId: supply } : {})}
      customerKey={customer?.key}
      onActivated={(request, serviceName) =>
        feedback.show({
          title: 'Richiesta inviata!',
          description:
            `<p>Abbiamo ricevuto la richiesta di attivazione di <strong>${escapeHtml(serviceName)}</strong>.</p>` +
            `<p>Numero pratica: <strong>${escapeHtml(request.ticketKey)}</strong>. Puoi seguirne le fasi tra le pratiche.</p>`,
          firstButton: { label: 'Segui la pratica', link: `/practices/${request.id}` },
          secondButton: { label: 'Torna ai servizi', link: '/services' },
        })
      }
    />
  );
}

export default ServiceActivationRoute;
