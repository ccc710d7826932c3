import { EmailInvoice } from '../../features/services/components/bollettaclick';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /services/bollettaclick: e-mail billing (Bolletta Click) on or off, and the address it goes to. */
export function ServiceBollettaclickRoute() {
  const { customer } = useSession();
  usePageTitle('Bolletta via e-mail');
  return (
    <>
      <h1>Bolletta via e-mail</h1>
      <p>
        Con la bolletta via e-mail ricevi ogni bolletta all’indirizzo che scegli, appena emessa, senza carta.
      </p>
      <EmailInvoice customerKey={customer?.key} customerEmail={customer?.account.email ?? null} />
    </>
  );
}

export default ServiceBollettaclickRoute;
