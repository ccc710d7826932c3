import { useMatches } from 'react-router';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/use-page-title';
import type { RouteHandle } from '../route-handle';

/**
 * Italian titles of the screens that later issues build (spec section 2). Until then their route
 * shows the page frame with the title only: no data is invented.
 */
export const SCREEN_TITLES: Record<string, string> = {
  'app-login': 'Accedi',
  invoice_payment_ok: 'Pagamento riuscito',
  invoice_payment_ko: 'Pagamento non riuscito',
  active_biometric: 'Accesso biometrico',
  registration: 'Registrazione',
  'registration-customer': 'Registrazione cliente',
  'registration-customer-supplies': 'Registrazione: forniture',
  'registration-customer-username': 'Registrazione: nome utente',
  'registration-customer-privacy': 'Registrazione: privacy',
  'registration-customer-type': 'Registrazione cliente',
  'registration-customer-data': 'Registrazione: dati',
  'registration-customer-tax-code': 'Registrazione: codice fiscale',
  'registration-delegate': 'Registrazione delegato',
  'registration-delegate-contacts': 'Registrazione delegato: contatti',
  'registration-delegate-address': 'Registrazione delegato: indirizzo',
  'registration-delegate-username': 'Registrazione delegato: nome utente',
  'registration-delegate-privacy': 'Registrazione delegato: privacy',
  'password-forgotten': 'Password dimenticata',
  'password-forgotten-username': 'Password dimenticata: nome utente',
  'password-forgotten-client-code': 'Password dimenticata: codice cliente',
  'password-reset': 'Recupero password',
  'password-create': 'Crea la password',
  onboarding: 'Benvenuto',
  supplies: 'Forniture',
  supply: 'Dettaglio fornitura',
  'supply-edit-name': 'Modifica nome fornitura',
  'edit-shipping-address': 'Modifica indirizzo di spedizione',
  'edit-bank-debit': 'Modifica domiciliazione bancaria',
  'add-bank-debit': 'Attiva domiciliazione bancaria',
  offer: 'Dettaglio offerta',
  messages: 'Messaggi',
  message: 'Messaggio',
  proposal: 'Proposta commerciale',
  'service-bollettaclick': 'Bolletta online',
  'service-activation': 'Attivazione servizio',
  'service-supply': 'Servizio',
  service: 'Servizio',
  profile: 'Profilo',
  'manage-privacy': 'Gestione privacy',
  'manage-push': 'Notifiche push',
  request_delegation: 'Richiesta di delega',
  'edit-email': 'Modifica e-mail',
  'confirm-psw-biometric': 'Conferma password',
  'edit-phone-home': 'Modifica telefono fisso',
  'edit-phone': 'Modifica cellulare',
  'edit-password': 'Modifica password',
  'check-email': 'Verifica e-mail',
  'check-phone': 'Verifica cellulare',
  support: 'Assistenza',
  pun: 'Prezzo orario dell’energia (PUN)',
  'helpers-find-door': 'Trova il tuo sportello',
  'helpers-support': 'Assistenza',
  'helpers-offers': 'Offerte',
  'supply-graphs-anon': 'Grafici dei consumi',
  invoices: 'Bollette',
  'invoices-list': 'Elenco bollette',
  invoice: 'Dettaglio bolletta',
  'invoice-request-installments': 'Richiesta di rateizzazione',
  'invoice-comparison': 'Confronto bollette',
  'invoice-comparison-pair': 'Confronto bollette',
  'invoice-installments-to-pay': 'Rate da pagare',
  'supply-graphs': 'Grafici dei consumi',
  practices: 'Pratiche',
  practice: 'Dettaglio pratica',
  services: 'Servizi',
  maintenance: 'Contratto di manutenzione',
  'self-reading-archive-supply': 'Archivio autoletture',
  'self-reading-archive': 'Archivio autoletture',
  supply_self_reading: 'Autolettura',
};

/** The frame of a screen still to be built: its title, nothing else. */
export function PlaceholderRoute() {
  const brand = useBrand();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = (handle?.name && SCREEN_TITLES[handle.name]) || brand.name;
  usePageTitle(title);
  const heading = <h1 data-testid="screen-title">{title}</h1>;
  if (handle?.fullScreen) {
    return (
      <main className="fullscreen" id="contenuto">
        <div className="login-card">
          <img src={brand.logo} alt={brand.name} className="login-card__logo" width="220" height="48" />
          {heading}
        </div>
      </main>
    );
  }
  return heading;
}

export default PlaceholderRoute;
