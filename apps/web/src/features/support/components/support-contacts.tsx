import './support.css';
import type { ReactNode } from 'react';
import { useBrand } from '../../../lib/brand';
import { useHelpContacts } from '../../../lib/help-contacts';

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Dove trovo il codice cliente, il POD e il PDR?',
    answer:
      'Sono stampati nella prima pagina di ogni bolletta, nel riquadro dei dati della fornitura. La guida "Dove trovo i codici" li mostra su una bolletta di esempio.',
  },
  {
    question: 'Come pago una bolletta online?',
    answer:
      'Dall’area clienti apri la bolletta e scegli "Paga": puoi pagarla tutta o, se prevista, a rate. L’esito arriva subito e resta nella bolletta.',
  },
  {
    question: 'Come invio l’autolettura del contatore?',
    answer:
      'Nella scheda della fornitura trovi "Autolettura" quando la finestra di lettura è aperta: inserisci i numeri del contatore e conferma.',
  },
  {
    question: 'Come attivo la bolletta via e-mail?',
    answer:
      'Da "Servizi" scegli "Bolletta via e-mail", indica l’indirizzo e conferma: la richiesta diventa una pratica che puoi seguire.',
  },
  {
    question: 'Come seguo una mia richiesta?',
    answer: 'Ogni richiesta inviata dal portale compare tra le "Pratiche", con il suo stato e le sue fasi.',
  },
];

/**
 * The brand's contacts (phone and hours, e-mail, support page) and frequent questions: the
 * registry's, replaced by what an admin changed in the console once the server answers.
 */
export function SupportContacts({ children }: { children?: ReactNode }) {
  const brand = useBrand();
  const help = useHelpContacts();
  return (
    <>
      <section className="support-contacts" aria-labelledby="support-contacts-title">
        <h2 id="support-contacts-title">Contatta {brand.name}</h2>
        <ul className="support-channels">
          <li className="support-channel" data-testid="support-phone">
            <span className="support-channel__label">Telefono</span>
            <a className="support-channel__value" href={`tel:${help.phone.replace(/\s+/g, '')}`}>
              {help.phone}
            </a>
            <span className="muted">{help.hours}</span>
          </li>
          <li className="support-channel" data-testid="support-email">
            <span className="support-channel__label">E-mail</span>
            <a className="support-channel__value" href={`mailto:${help.email}`}>
              {help.email}
            </a>
          </li>
          <li className="support-channel" data-testid="support-link">
            <span className="support-channel__label">Assistenza online</span>
            <a
              className="support-channel__value"
              href={help.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Vai al sito di assistenza
              <span className="visually-hidden"> (si apre in una nuova finestra)</span>
            </a>
          </li>
        </ul>
        {children}
      </section>
      <section aria-labelledby="support-faq-title">
        <h2 id="support-faq-title">Domande frequenti</h2>
        <div className="support-faq">
          {FAQ.map((f) => (
            <details key={f.question} className="support-faq__item">
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
        <p>
          <a href={help.helpPageUrl} target="_blank" rel="noopener noreferrer">
            Tutte le domande frequenti di {brand.name}
            <span className="visually-hidden"> (si apre in una nuova finestra)</span>
          </a>
        </p>
      </section>
    </>
  );
}
