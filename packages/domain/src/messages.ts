/**
 * Italian texts shown to the user (spec sections 2, 4, 5 and 8).
 * Texts quoted by the specification are verbatim; texts it names only by topic are our own
 * wording (marked "ours").
 */
export const MESSAGES = {
  // --- Login and session (section 8) ---
  loginFailed: 'Nome utente o password non corretti',
  genericRetryLater: 'Qualcosa non ha funzionato, riprovare più tardi',
  loginExpired: 'Login scaduto, inserire nuovamente i dati',
  sessionExpiredTitle: 'La tua sessione è scaduta',
  /** ours: the spec only describes its meaning */
  sessionExpiredText:
    'Per motivi di sicurezza la sessione è scaduta dopo alcuni minuti di inattività. Effettua nuovamente il login per continuare.',
  sessionExpiredButton: 'Vai al login',

  // --- Popups (section 8) ---
  oopsTitle: 'Ops! Qualcosa è andato storto.',
  oopsText: 'Se il problema persiste, contattare il servizio clienti.',
  reloadPage: 'Ricarica la pagina',
  close: 'Chiudi',
  closeIcon: 'x',
  warningTitle: 'Attenzione!',
  pageNotFound: 'Pagina non trovata',
  proposalNotFound: 'Proposta non trovata',
  linkExpired: 'Link scaduto, inserire nuovamente i dati',
  documentNotReady: 'Documento in fase di stampa o non disponibile, riprovare più tardi',
  /** ours */
  chunkLoadFailed: 'Non è stato possibile caricare la pagina. Controllare la connessione e riprovare.',

  // --- Message topics of section 8 (ours) ---
  inactiveContract: 'Il contratto selezionato non è attivo.',
  userAlreadyRegistered: 'Utente già registrato. Accedi con le tue credenziali o recupera la password.',
  paymentCancelled: 'Il pagamento è stato annullato.',
  installmentRequestInProgress: 'È già in corso una richiesta di rateizzazione per questa bolletta.',
  offerChangeInProgress: 'È già in corso una richiesta di cambio offerta per questa fornitura.',
  registryChangeInProgress:
    'È in corso una variazione dei dati anagrafici: potrai fare nuove modifiche al termine della lavorazione.',
  bankDebitChangeInProgress:
    'È in corso una variazione della domiciliazione bancaria: potrai fare nuove modifiche al termine della lavorazione.',
  noActiveContract: 'Non risultano contratti attivi associati a questo cliente.',
  addressNotValid: "L'indirizzo inserito non è stato riconosciuto. Verificare i dati e riprovare.",
  genericError: 'Si è verificato un errore. Riprovare più tardi.',
  passwordResetFailed: 'I dati inseriti non sono validi. Verificare e riprovare.',

  // --- Notifications, feedback, update (sections 2 and 4) ---
  notificationAcknowledge: 'HO PRESO VISIONE DEL MESSAGGIO',
  contactRequestSent: 'Richiesta inviata!',
  /** ours */
  contactRequestSentText: 'Grazie per averci scritto: ti risponderemo il prima possibile.',
  /** ours */
  surveyReplyTitle: 'Grazie per la tua risposta!',
  /** ours */
  surveyReplyText: 'La tua risposta è stata registrata.',
  /** ours */
  backToDashboard: 'Torna alla dashboard',
  /** ours */
  updateRequiredTitle: 'Aggiornamento necessario',
  /** ours */
  updateRequiredText:
    "È disponibile una nuova versione dell'app. Per continuare a usarla è necessario aggiornarla.",
  /** ours */
  updateNow: 'Aggiorna ora',
  /** ours: error pages of section 2 */
  errorNoCustomersTitle: 'Registrazione in attesa di conferma',
  errorNoCustomersText:
    'Il tuo account non è ancora associato a un cliente confermato. Riceverai una comunicazione appena la verifica sarà completata.',
  maintenanceTitle: 'Servizio in manutenzione',
  maintenanceText: 'Stiamo effettuando degli interventi di manutenzione. Riprova tra qualche minuto.',
  offlineTitle: 'Sei offline',
  offlineText: 'Controlla la connessione a internet e riprova.',
  pageNotFoundText: 'La pagina che cerchi non esiste o è stata spostata.',

  // --- Validation (section 5) ---
  required: 'Campo obbligatorio',
  digitsOnly: 'Inserire solo numeri',
  passwordMinLength: 'La password deve contenere almeno 8 caratteri',
  passwordUppercase: 'La password deve contenere almeno una lettera maiuscola',
  passwordSymbol: 'La password deve contenere almeno un simbolo',
  passwordNonAlphabetic: 'La password deve contenere almeno un carattere non alfabetico',
  passwordDigit: 'La password deve contenere almeno un numero',
  passwordMismatch: 'Le password non coincidono',
  usernameInvalid: 'Nome utente non valido o già in uso. Riprova',
  fiscalCodeInvalid: 'Codice fiscale non valido',
  vatNumberInvalid: 'Partita IVA non valida',
  ibanInvalid: 'IBAN non valido',
  bicInvalid: 'Codice BIC non valido',
  clientCodeInvalid: 'Codice cliente non valido',
  ownerTaxCodeInvalid: "Codice fiscale o partita IVA dell'intestatario non validi",
  signerTaxCodeInvalid: 'Codice fiscale del sottoscrittore non valido',
  emailInvalid: 'Indirizzo e-mail non valido',
  mobilePhoneInvalid: 'Numero di cellulare non valido',
  phoneInvalid: 'Numero di telefono non valido',
  otpInvalid: 'Il codice non è corretto',
  postalCodeInvalid: 'CAP non valido',
  civicNumberInvalid: 'Numero civico non valido',
  cityInvalid: 'Comune non valido',
  provinceInvalid: 'Sigla della provincia non valida',
  addressInvalid: 'Indirizzo non valido',
  privacyConsentRequired: 'Il consenso al trattamento dei dati personali è obbligatorio',
  contactSubjectRequired: 'Selezionare oggetto',
  contactMessageRequired: 'Inserire messaggio',
  contactPhoneRequired: 'Inserire telefono',
  contactContractRequired: 'Selezionare codice cliente',

  // --- HTTP error texts used by the server (foundation) ---
  invalidInput: 'Dati non validi: controllare i campi evidenziati',
  notAuthenticated: 'Sessione assente o scaduta: effettuare nuovamente il login',
  forbidden: 'Non è possibile accedere a questi dati',
  notFound: 'Risorsa non trovata',
  serviceUnavailable: 'Servizio momentaneamente non disponibile, riprovare più tardi',
  unknownCompany: 'Società non riconosciuta',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** "Troppi tentativi falliti. Riprova tra {seconds} secondi" (section 8). */
export function tooManyAttempts(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `Troppi tentativi falliti. Riprova tra ${s} secondi`;
}

/** Error code of a failed password reset (section 8). */
export const PASSWORD_RESET_ERROR_CODE = 'params_not_valid';

/** Subject options of the contact form (section 5). */
export const CONTACT_SUBJECTS = [
  'gestione contratto',
  'pagamento',
  'bolletta',
  'contatore',
  'nuova offerta',
  'autolettura',
  'altro',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Account menu labels (section 2; wording ours). */
export const MENU_LABELS = {
  home: 'Home',
  supplies: 'Forniture',
  messages: 'Messaggi',
  profile: 'Profilo',
  selfReading: 'Autolettura',
  services: 'Servizi',
  practices: 'Pratiche',
  invoices: 'Bollette',
  support: 'Assistenza',
  logout: 'Esci',
  login: 'Accedi',
} as const;
