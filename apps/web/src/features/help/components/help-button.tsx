import './help.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useBrand } from '../../../lib/brand';
import { isNativePlatform } from '../../../lib/platform';
import { useSession } from '../../../lib/session';
import { useHelpContacts } from '../../../lib/help-contacts';

// The form, react-hook-form and zod load when the person first asks to write to us.
const loadContactForm = () => import('./contact-form');
const ContactFormModal = lazy(loadContactForm);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Brands that do not offer the contact form (spec section 6). */
const NO_CONTACT_FORM = new Set(['mes']);

/**
 * The floating help (spec sections 1 and 6): only logged in and never in the native app. Opens a
 * small panel with "Scrivici" (the contact form, not for brand mes), the brand's help page, and
 * its phone number with opening hours (the console's where an admin changed them).
 */
export function HelpButton() {
  const brand = useBrand();
  const { loggedIn } = useSession();
  const feedback = useFeedback();
  const [menuOpen, setMenuOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [formLoaded, setFormLoaded] = useState(false);
  // The contacts (the console's over the registry's) are asked for when the panel first opens.
  const help = useHelpContacts({ enabled: menuOpen });
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  if (!loggedIn || isNativePlatform()) return null;
  const canWrite = !NO_CONTACT_FORM.has(brand.code);

  return (
    <aside className="help" ref={rootRef} aria-label="Aiuto">
      {menuOpen && (
        <div
          className="help__panel"
          id={panelId}
          role="region"
          aria-labelledby={titleId}
          data-testid="help-panel"
        >
          <h2 className="help__title" id={titleId}>
            Serve aiuto?
          </h2>
          <ul className="help__list">
            {canWrite && (
              <li>
                <button
                  type="button"
                  className="button button--primary button--block"
                  onPointerEnter={() => void loadContactForm()}
                  onFocus={() => void loadContactForm()}
                  onClick={() => {
                    setFormLoaded(true);
                    setFormOpen(true);
                    setMenuOpen(false);
                  }}
                >
                  Scrivici
                </button>
              </li>
            )}
            <li>
              <a
                className="button button--block"
                href={help.helpPageUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Domande frequenti
                <span className="visually-hidden"> (si apre in una nuova finestra)</span>
              </a>
            </li>
            <li className="help__phone">
              <span>Chiamaci al </span>
              <a href={`tel:${help.phone.replace(/\s+/g, '')}`}>{help.phone}</a>
              <span className="help__hours">{help.hours}</span>
            </li>
          </ul>
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="help__toggle"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? panelId : undefined}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="help__icon" aria-hidden="true">
          ?
        </span>
        <span className="help__label">Assistenza</span>
      </button>
      {canWrite && formLoaded && (
        <Suspense fallback={null}>
          <ContactFormModal
            open={formOpen}
            onClose={() => {
              setFormOpen(false);
              // The "Scrivici" button has gone with the panel: focus goes back to the help toggle.
              requestAnimationFrame(() => toggleRef.current?.focus());
            }}
            onSent={(response) => {
              setFormOpen(false);
              const ticket = response.ticketKey
                ? `<p>Codice della richiesta: <strong>${escapeHtml(response.ticketKey)}</strong></p>`
                : '';
              feedback.show({
                title: 'Richiesta inviata!',
                description: `<p>Grazie per averci scritto: ${escapeHtml(brand.name)} ti risponderà al più presto.</p>${ticket}`,
                firstButton: { label: 'Chiudi' },
              });
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}
