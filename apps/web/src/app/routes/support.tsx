import { lazy, Suspense, useRef, useState } from 'react';
import { useFeedback } from '../../components/ui/feedback-context';
import { SupportContacts } from '../../features/support/components/support-contacts';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/use-page-title';

// The contact form of features/help, loaded when the customer asks to write.
const loadContactForm = () => import('../../features/help/components/contact-form');
const ContactFormModal = lazy(loadContactForm);

/** Brands without the contact form (spec section 6). */
const NO_CONTACT_FORM = new Set(['mes']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** /support: the brand's phone and hours, e-mail, support link, FAQ and the contact form (not for mes). */
export function SupportRoute() {
  const brand = useBrand();
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePageTitle('Assistenza');
  const canWrite = !NO_CONTACT_FORM.has(brand.code);
  return (
    <>
      <h1>Assistenza</h1>
      <p>Siamo qui per aiutarti: chiamaci, scrivici o cerca la risposta tra le domande frequenti.</p>
      <SupportContacts>
        {canWrite && (
          <p className="support-write">
            <button
              ref={buttonRef}
              type="button"
              className="button button--primary"
              onPointerEnter={() => void loadContactForm()}
              onFocus={() => void loadContactForm()}
              onClick={() => {
                setLoaded(true);
                setOpen(true);
              }}
            >
              Scrivici
            </button>
          </p>
        )}
      </SupportContacts>
      {canWrite && loaded && (
        <Suspense fallback={null}>
          <ContactFormModal
            open={open}
            onClose={() => {
              setOpen(false);
              requestAnimationFrame(() => buttonRef.current?.focus());
            }}
            onSent={(response) => {
              setOpen(false);
              const ticket = response.ticketKey
                ? `<p>Codice della richiesta: <strong>${escapeHtml(response.ticketKey)}</strong></p>`
                : '';
              feedback.show({
                title: 'Richiesta inviata!',
                description: `<p>Grazie per averci scritto: ${escapeHtml(brand.name)} ti risponderà al più presto.</p>${ticket}`,
                firstButton: { label: 'Chiudi' },
                secondButton: { label: 'Le tue pratiche', link: '/practices' },
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default SupportRoute;
