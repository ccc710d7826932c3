/** Italian texts shown to the user (spec sections 2, 4 and 8). */
export const MESSAGES = {
  loginFailed: 'Nome utente o password non corretti',
  genericRetryLater: 'Qualcosa non ha funzionato, riprovare più tardi',
  loginExpired: 'Login scaduto, inserire nuovamente i dati',
  sessionExpiredTitle: 'La tua sessione è scaduta',
  oopsTitle: 'Ops! Qualcosa è andato storto.',
  oopsText: 'Se il problema persiste, contattare il servizio clienti.',
  pageNotFound: 'Pagina non trovata',
  invalidInput: 'Dati non validi: controllare i campi evidenziati',
  notAuthenticated: 'Sessione assente o scaduta: effettuare nuovamente il login',
  forbidden: 'Non è possibile accedere a questi dati',
  notFound: 'Risorsa non trovata',
  serviceUnavailable: 'Servizio momentaneamente non disponibile, riprovare più tardi',
  unknownCompany: 'Società non riconosciuta',
} as const;

export function tooManyAttempts(seconds: number): string {
  return `Troppi tentativi falliti. Riprova tra ${seconds} secondi`;
}
