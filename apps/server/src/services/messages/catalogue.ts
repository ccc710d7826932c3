import type { MailContent } from './layout';

/** A push as the push sending takes it (the phone shows the title and the body). */
export interface PushText {
  title: string;
  body: string;
}

/** A message kind: its words on each channel it goes out on (mail, SMS, push). */
export interface MessageTemplate<P> {
  mail?: (params: P) => MailContent;
  sms?: (params: P) => string;
  push?: (params: P) => PushText;
}

/** A template of params `P`, keeping which channels it has (`template<P>()({ mail, sms })`). */
const template =
  <P>() =>
  <T extends MessageTemplate<P>>(t: T): T =>
    t;

/** Who the proof of ownership is for: a registration or the association of a customer code. */
export type ProofPurpose = 'registration' | 'association';

const OWNERSHIP_WARNING =
  'Se non sei stato tu, ignora questo messaggio e non comunicare il codice a nessuno: senza il codice non viene concesso alcun accesso.';

/**
 * Every message the server sends, one template per kind, with the words the portal has always
 * used (tests, e2e tests and the spec read them). The brand's frame (logo, colours, contacts, legal
 * footer, sender) is added by the rendering (layout.ts, messenger.ts), never written here.
 */
export const CATALOGUE = {
  /** The code that checks a new e-mail address of a customer (bpm/contact-check). */
  emailCheck: template<{ code: string; minutes: number }>()({
    mail: ({ code, minutes }) => ({
      subject: 'Codice di verifica',
      blocks: [
        {
          p: [
            'Il tuo codice di verifica dell\u2019indirizzo e-mail è ',
            { strong: code },
            `. Vale ${minutes} minuti. Non comunicarlo a nessuno.`,
          ],
        },
      ],
    }),
  }),

  /** The code that checks a new mobile number of a customer (bpm/contact-check). */
  phoneCheck: template<{ code: string; minutes: number }>()({
    sms: ({ code, minutes }) =>
      `Codice di verifica ${code} (valido ${minutes} minuti). Non comunicarlo a nessuno.`,
  }),

  /** The proof of ownership's code, to the contact on file of the customer (services/core/ownership). */
  ownershipProof: template<{ purpose: ProofPurpose; customerKey: string; code: string; minutes: number }>()({
    mail: ({ purpose, customerKey, code, minutes }) => ({
      subject: 'Codice di verifica del titolare',
      blocks: [
        {
          p: [
            `È stato chiesto di ${purpose === 'registration' ? 'registrarsi al portale clienti' : 'associare al proprio utente del portale clienti'} il codice cliente ${customerKey}. `,
            'Il codice di verifica è ',
            { strong: code },
            ` (valido ${minutes} minuti).`,
          ],
        },
        { p: [OWNERSHIP_WARNING] },
      ],
    }),
    sms: ({ customerKey, code, minutes }) =>
      `Codice ${code} per verificare il titolare del codice cliente ${customerKey} (valido ${minutes} minuti). Se non l\u2019hai chiesto, ignora.`,
  }),

  /** The first-access link of a new user (a delegate's registration, or a proof that succeeded). */
  firstAccess: template<{ username: string; days: number; url: string }>()({
    mail: ({ username, days, url }) => ({
      subject: 'Crea la tua password',
      blocks: [
        {
          p: [
            `Benvenuto! Per completare la registrazione dell\u2019utente ${username} crea la tua password da questo link ` +
              `(valido ${days} giorni, utilizzabile una sola volta):`,
          ],
        },
        { action: { label: 'Crea la tua password', url } },
      ],
    }),
  }),

  /** The single-use link of a password reset (wfm/start-password-reset). */
  passwordReset: template<{ minutes: number; url: string }>()({
    mail: ({ minutes, url }) => ({
      subject: 'Recupero password',
      blocks: [
        {
          p: [
            'Abbiamo ricevuto una richiesta di recupero della password. Per sceglierne una nuova apri questo link ' +
              `(valido ${minutes} minuti, utilizzabile una sola volta):`,
          ],
        },
        { action: { label: 'Scegli la nuova password', url } },
        { p: ['Se non hai chiesto tu il recupero, ignora questo messaggio.'] },
      ],
    }),
  }),

  /**
   * A delegation asked of a customer's owner (wfm/request-delegation): the mail to the customer's
   * e-mail with the link that opens the request, the push to the owners' phones.
   * `delegateName` comes quoted and cleaned («Name», services/core/delegations).
   */
  delegationRequest: template<{
    customerName: string;
    delegateName: string;
    customerKey: string;
    scope: 'read' | 'pay';
    url: string;
  }>()({
    mail: ({ customerName, delegateName, customerKey, scope, url }) => ({
      subject: 'Richiesta di delega',
      blocks: [
        {
          p: [
            `Gentile ${customerName}, l\u2019utente ${delegateName} chiede di gestire come delegato i contratti del codice cliente ${customerKey}, ` +
              `con ${scope === 'pay' ? 'accesso in lettura e ai pagamenti' : 'accesso in sola lettura'}. ` +
              'Per vedere la richiesta apri questo link: la conferma o il rifiuto richiedono l\u2019accesso con il tuo utente.',
          ],
        },
        { action: { label: 'Vedi la richiesta', url } },
      ],
    }),
    push: ({ delegateName, customerKey }) => ({
      title: 'Richiesta di delega',
      body: `${delegateName} chiede di gestire come delegato il codice cliente ${customerKey}.`,
    }),
  }),

  /** The owner's answer to a delegation, to the delegate (wfm/execute-workflow-task). */
  delegationOutcome: template<{ accepted: boolean }>()({
    mail: ({ accepted }) => ({
      subject: accepted ? 'Delega confermata' : 'Delega rifiutata',
      blocks: [
        {
          p: [
            accepted
              ? 'Il titolare ha confermato la tua richiesta di delega: accedi per gestire i suoi contratti.'
              : 'Il titolare ha rifiutato la tua richiesta di delega.',
          ],
        },
      ],
    }),
  }),

  /** A practice the retailer moved on (use-cases/requests/change-request-state), to its customer. */
  practiceUpdate: template<{
    customerName: string;
    practice: string;
    ticketKey: string;
    state: string;
    message: string;
    url: string;
  }>()({
    mail: ({ customerName, practice, ticketKey, state, message, url }) => ({
      subject: `La tua pratica ${ticketKey} è ${state}`,
      blocks: [
        { p: [`Gentile ${customerName}, la pratica «${practice}» (numero ${ticketKey}) è ${state}.`] },
        ...(message ? [{ p: [message] }] : []),
        { action: { label: 'Vedi la pratica', url } },
      ],
    }),
    push: ({ practice, ticketKey, state }) => ({
      title: 'Aggiornamento pratica',
      body: `La pratica «${practice}» (${ticketKey}) è ${state}.`,
    }),
  }),
} as const;

export type MessageKind = keyof typeof CATALOGUE;
