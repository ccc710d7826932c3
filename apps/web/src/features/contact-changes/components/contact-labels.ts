import { validateEmail, validateHomePhone, validateMobilePhone, type ContactField } from '@sportello/domain';

/** What each contact change says and checks. */
export const CONTACT_TEXTS: Record<
  ContactField,
  {
    /** The thing, as in "Modifica {noun}". */
    noun: string;
    currentLabel: string;
    newLabel: string;
    hint: string;
    inputType: 'email' | 'tel';
    autoComplete: string;
    validate: (value: string) => string | null;
    /** Said once the change request is posted. */
    inProgress: string;
  }
> = {
  email: {
    noun: 'indirizzo e-mail',
    currentLabel: 'E-mail attuale',
    newLabel: 'Nuovo indirizzo e-mail',
    hint: 'Ti invieremo un codice di 4 cifre a questo indirizzo per verificarlo.',
    inputType: 'email',
    autoComplete: 'email',
    validate: validateEmail,
    inProgress:
      'La modifica dell’indirizzo e-mail è in lavorazione: riceverai una conferma appena sarà completata.',
  },
  phoneMobile: {
    noun: 'numero di cellulare',
    currentLabel: 'Cellulare attuale',
    newLabel: 'Nuovo numero di cellulare',
    hint: 'Ti invieremo un SMS con un codice di 4 cifre a questo numero per verificarlo.',
    inputType: 'tel',
    autoComplete: 'tel',
    validate: validateMobilePhone,
    inProgress:
      'La modifica del numero di cellulare è in lavorazione: riceverai una conferma appena sarà completata.',
  },
  phoneHome: {
    noun: 'telefono fisso',
    currentLabel: 'Telefono fisso attuale',
    newLabel: 'Nuovo numero di telefono fisso',
    hint: 'Un numero fisso (che inizia con 0) non richiede codici; se indichi un cellulare ti invieremo un SMS con un codice di 4 cifre.',
    inputType: 'tel',
    autoComplete: 'tel',
    validate: validateHomePhone,
    inProgress:
      'La modifica del telefono fisso è in lavorazione: riceverai una conferma appena sarà completata.',
  },
};

export const SAME_VALUE_MESSAGE = 'Il nuovo valore è uguale a quello attuale';

/** "10:42" in Italian time. */
export function formatTime(instant: string): string {
  return new Intl.DateTimeFormat('it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }).format(new Date(instant));
}
