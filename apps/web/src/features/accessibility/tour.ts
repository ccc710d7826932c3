import { z } from 'zod';

/**
 * The accessibility tour: what the end-to-end accessibility checks (e2e/tests/*-a11y.spec.ts)
 * open, and the report they write with A11Y_REPORT=<file>. The accessibility statement
 * (/dichiarazione-accessibilita) is generated from the committed copy of that report
 * (a11y-report.json beside this file), never typed by hand; tour.test.ts fails when a screen of
 * this list is missing from it (run `npm run a11y:report` to regenerate it).
 */

/** The widths of a check: a phone (375 px) and a desktop (1280 px). */
export const TOUR_WIDTHS = [375, 1280] as const;

/** The themes a screen is checked in: the system's light, dark and "more contrast" preferences. */
export const TOUR_THEMES = ['chiaro', 'scuro', 'contrasto elevato'] as const;
export type TourTheme = (typeof TOUR_THEMES)[number];

/** The two brands the tour runs for: ast and sgr, whose palettes differ the most. */
export const TOUR_BRANDS = ['ast', 'sgr'] as const;
export type TourBrand = (typeof TOUR_BRANDS)[number];

/**
 * The rules run in dark and high contrast: the themes change colours only (no layout, no
 * markup), so the other rules give there what they gave in light at the same width.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

interface TourScreen {
  /** What the customer sees, in Italian (the statement lists it). */
  label: string;
  /** The brands the screen is checked for (both unless the demo data has it for ast only). */
  brands: readonly TourBrand[];
}

const BOTH = TOUR_BRANDS;
const AST = ['ast'] as const;

/** Every screen (and state) the tour checks, by id. */
export const TOUR_SCREENS = {
  // shell-a11y
  login: { label: 'Accesso all’area clienti', brands: BOTH },
  'dashboard-menu': { label: 'Pagina iniziale con il menu aperto', brands: BOTH },
  'site-frame': { label: 'Cornice del sito senza accesso, con il menu del sito', brands: BOTH },
  'error-popup': { label: 'Finestra di errore del servizio', brands: BOTH },
  'error-404': { label: 'Pagina non trovata', brands: BOTH },
  error: { label: 'Pagina di errore', brands: BOTH },
  'error-503': { label: 'Servizio in manutenzione', brands: BOTH },
  offline: { label: 'Pagina senza connessione', brands: BOTH },
  'error-no-customers': { label: 'Utenza in attesa di conferma', brands: BOTH },
  'accessibility-statement': { label: 'Dichiarazione di accessibilità', brands: BOTH },
  // account-a11y
  'password-forgotten': { label: 'Password dimenticata: scelta del metodo', brands: BOTH },
  'password-forgotten-username': {
    label: 'Password dimenticata con il nome utente, con gli errori',
    brands: BOTH,
  },
  'password-forgotten-client-code': {
    label: 'Password dimenticata con il codice cliente, con gli errori',
    brands: BOTH,
  },
  'password-reset': { label: 'Nuova password, con le regole non rispettate', brands: BOTH },
  'password-create-expired': { label: 'Creazione della password con il link scaduto', brands: BOTH },
  messages: { label: 'Messaggi', brands: AST },
  message: { label: 'Un messaggio letto', brands: AST },
  proposal: { label: 'Una proposta', brands: AST },
  'proposal-not-found': { label: 'Proposta non trovata', brands: AST },
  // account-profile-a11y
  profile: { label: 'Profilo', brands: BOTH },
  'profile-registry-change': { label: 'Profilo con variazione anagrafica in corso', brands: AST },
  onboarding: { label: 'Tour iniziale', brands: BOTH },
  'manage-privacy': { label: 'Consensi privacy', brands: BOTH },
  'manage-push': { label: 'Preferenze delle notifiche', brands: BOTH },
  'edit-password': { label: 'Cambio password, con gli errori', brands: BOTH },
  'edit-phone-home': { label: 'Cambio del telefono fisso, con gli errori', brands: BOTH },
  'edit-email': { label: 'Cambio dell’e-mail, con gli errori', brands: BOTH },
  'edit-email-code': { label: 'Codice di verifica dell’e-mail sbagliato', brands: BOTH },
  'edit-phone': { label: 'Cambio del cellulare, con gli errori', brands: BOTH },
  'edit-phone-code': { label: 'Codice di verifica del cellulare sbagliato', brands: BOTH },
  // registration-a11y
  registration: { label: 'Registrazione: scelta del profilo', brands: BOTH },
  'registration-customer-type': { label: 'Registrazione: tipo di cliente, con gli errori', brands: BOTH },
  'registration-customer-code': { label: 'Registrazione: codice cliente, con gli errori', brands: BOTH },
  'registration-username': { label: 'Registrazione: nome utente non valido', brands: BOTH },
  'registration-privacy': { label: 'Registrazione: consensi, con gli errori', brands: BOTH },
  'registration-proof': { label: 'Registrazione: verifica dell’identità', brands: BOTH },
  'registration-proof-wrong-code': { label: 'Registrazione: codice di verifica sbagliato', brands: BOTH },
  'registration-customer-data': { label: 'Registrazione: dati e forniture trovati', brands: BOTH },
  'registration-customer-done': { label: 'Registrazione completata (cliente)', brands: BOTH },
  'registration-delegate-person': {
    label: 'Registrazione delegato: dati personali, con gli errori',
    brands: BOTH,
  },
  'registration-delegate-contacts': {
    label: 'Registrazione delegato: recapiti, con gli errori',
    brands: BOTH,
  },
  'registration-delegate-town': { label: 'Registrazione delegato: suggerimenti del comune', brands: BOTH },
  'registration-delegate-street': { label: 'Registrazione delegato: suggerimenti della via', brands: BOTH },
  'registration-delegate-username': {
    label: 'Registrazione delegato: nome utente disponibile',
    brands: BOTH,
  },
  'registration-delegate-privacy': { label: 'Registrazione delegato: consensi', brands: BOTH },
  'registration-delegate-done': { label: 'Registrazione completata (delegato)', brands: BOTH },
  // supplies-a11y
  supplies: { label: 'Elenco delle forniture', brands: BOTH },
  supply: { label: 'Dettaglio di una fornitura', brands: BOTH },
  'supply-edit-name': { label: 'Nome della fornitura, con gli errori', brands: BOTH },
  'graphs-monthly': { label: 'Grafici dei consumi mensili', brands: AST },
  'graphs-hourly-table': { label: 'Consumi orari con la tabella dei dati', brands: AST },
  'self-reading': { label: 'Autolettura, con gli errori', brands: AST },
  'self-reading-archive': { label: 'Archivio delle autoletture', brands: AST },
  // energy-a11y
  pun: { label: 'Prezzo orario con il costo del cliente', brands: AST },
  'shipping-address-suggestions': {
    label: 'Indirizzo di spedizione con i suggerimenti aperti',
    brands: BOTH,
  },
  'shipping-address-errors': { label: 'Indirizzo di spedizione, con gli errori', brands: BOTH },
  'graphs-compare': { label: 'Grafici dei consumi con l’anno precedente', brands: AST },
  'bank-debit': { label: 'Domiciliazione bancaria, con gli errori', brands: AST },
  'bank-debit-in-progress': { label: 'Domiciliazione bancaria in corso di variazione', brands: AST },
  // app-a11y (the app's build)
  'app-login': { label: 'App: accesso', brands: AST },
  'app-biometric-offer': { label: 'App: proposta dell’accesso biometrico', brands: AST },
  'app-confirm-password': { label: 'App: conferma della password, con gli errori', brands: AST },
  'app-biometric-active': { label: 'App: accesso biometrico attivo', brands: AST },
} as const satisfies Record<string, TourScreen>;

export type TourScreenId = keyof typeof TOUR_SCREENS;

/** One violation axe found: its rule, how serious, what it asks, and where. */
const violationSchema = z.object({
  rule: z.string(),
  impact: z.string().nullable(),
  help: z.string(),
  width: z.number(),
  theme: z.enum(TOUR_THEMES),
  targets: z.array(z.string()),
});

/** The report the tour writes with A11Y_REPORT=<file>. */
export const a11yReportSchema = z.object({
  /** When the last check of the run ended (ISO 8601). */
  checkedAt: z.string(),
  axeVersion: z.string(),
  widths: z.array(z.number()),
  themes: z.array(z.enum(TOUR_THEMES)),
  /** The rules run in light (all the rules axe ran) and in dark and high contrast (the colour ones). */
  rules: z.object({ full: z.array(z.string()), colour: z.array(z.string()) }),
  /** One entry per screen and brand checked. */
  checks: z.array(
    z.object({
      screen: z.string(),
      brand: z.string(),
      checkedAt: z.string(),
      violations: z.array(violationSchema),
    }),
  ),
});
export type A11yReport = z.infer<typeof a11yReportSchema>;
export type A11yViolation = z.infer<typeof violationSchema>;

/** The screens (with their brand) of the tour that the report lacks: a stale report. */
export function missingFromReport(report: A11yReport): string[] {
  const checked = new Set(report.checks.map((c) => `${c.screen}:${c.brand}`));
  return Object.entries(TOUR_SCREENS).flatMap(([id, screen]) =>
    screen.brands.filter((b) => !checked.has(`${id}:${b}`)).map((b) => `${id}:${b}`),
  );
}
