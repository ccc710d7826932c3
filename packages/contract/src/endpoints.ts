/**
 * Every operation of the HTTP contract: its method and full path (`{name}` for path parameters).
 * The name of each constant is the operation's `operationId` in the published OpenAPI and the name
 * the web's typed client calls it by (`call(getSupplies, { query })`).
 *
 * Its types (query, body, response) come from the operation's zod schemas, named by method and
 * path in endpoint-schemas.ts and imported for their types only: a client importing an endpoint
 * gets a method and a path, never zod nor the names of schemas. The server's contract test checks
 * that this table and the schema table name exactly the served operations and their schemas.
 */
import type { z } from 'zod';
import type { ENDPOINT_SCHEMAS } from './endpoint-schemas';
import { API_BASE, BPM_BASE, STRADARIO_BASE } from './http';
import type * as Contract from './index';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The schema names of an endpoint (params, query, body, response), from endpoint-schemas.ts. */
type SchemasOf<E extends Endpoint> = `${E['method']} ${E['path']}` extends keyof typeof ENDPOINT_SCHEMAS
  ? (typeof ENDPOINT_SCHEMAS)[`${E['method']} ${E['path']}`]
  : Record<never, never>;

type SchemaNamed<E extends Endpoint, K extends string> = K extends keyof SchemasOf<E>
  ? SchemasOf<E>[K] extends keyof typeof Contract
    ? (typeof Contract)[SchemasOf<E>[K]]
    : never
  : never;

/** Whether the endpoint declares a schema for its query, body or response. */
export type Declares<
  E extends Endpoint,
  K extends 'query' | 'body' | 'response',
> = K extends keyof SchemasOf<E> ? true : false;

/** `{id}` and `{workflowId}` of a path, as an object of their values. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string | number }
  : Record<never, never>;

/** The query an endpoint takes (its schema's input); a loose record where the route's is its own. */
export type QueryOf<E extends Endpoint> =
  SchemaNamed<E, 'query'> extends z.ZodType
    ? z.input<SchemaNamed<E, 'query'>>
    : Record<string, string | number | boolean | undefined | null>;

/** The body an endpoint takes (its schema's input, named request included). */
export type BodyOf<E extends Endpoint> =
  SchemaNamed<E, 'body'> extends z.ZodType ? z.input<SchemaNamed<E, 'body'>> : never;

/** The whole 200 body an endpoint answers (named response object included). */
export type ResponseOf<E extends Endpoint> =
  SchemaNamed<E, 'response'> extends z.ZodType ? z.output<SchemaNamed<E, 'response'>> : unknown;

/** Il processo è vivo */
export const getHealth = { method: 'GET', path: '/healthz' } as const satisfies Endpoint;

/** Il database risponde */
export const getReadiness = { method: 'GET', path: '/readyz' } as const satisfies Endpoint;

/** Crea una sessione anonima per una società, o una sessione da link (linkId + hashCode) */
export const createNewSession = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/sessions`,
} as const satisfies Endpoint;

/** Legge una sessione (solo con la stessa sessione nell’intestazione) */
export const getSession = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/sessions/{id}`,
} as const satisfies Endpoint;

/** Login con nome utente e password; rilascia un nuovo id di sessione */
export const doLogin = { method: 'POST', path: `${API_BASE}/Core/v1/user/login` } as const satisfies Endpoint;

/** Chiude la sessione lato server */
export const doLogout = {
  method: 'DELETE',
  path: `${API_BASE}/Core/v1/user/logout`,
} as const satisfies Endpoint;

/** Moduli abilitati per la società della sessione (e il cliente corrente) */
export const getModules = { method: 'GET', path: `${API_BASE}/Core/v1/modules` } as const satisfies Endpoint;

/** Registrazione di un cliente (codice cliente + codice fiscale o partita IVA) o di un delegato */
export const createNewUser = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/users`,
} as const satisfies Endpoint;

/** Verifica durante la registrazione: nome utente libero e valido, codice cliente corrispondente ai dati fiscali */
export const validateUser = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/users/validate`,
} as const satisfies Endpoint;

/** Controlla codice fiscale / partita IVA (carattere di controllo) e, con il codice cliente, la corrispondenza */
export const checkFiscalData = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/check-fiscal-data`,
} as const satisfies Endpoint;

/** Utente per id: solo il proprio, o un utente servito da un’agenzia */
export const getUser = { method: 'GET', path: `${API_BASE}/Core/v1/users/{id}` } as const satisfies Endpoint;

/** Utenti di un contratto (contractKey): il proprio utente, o per un’agenzia gli utenti del cliente servito */
export const getUsers = { method: 'GET', path: `${API_BASE}/Core/v1/users` } as const satisfies Endpoint;

/** Aggiorna il proprio utente: password (con quella attuale), userOptions, preferenze di notifica */
export const updateUser = { method: 'PUT', path: `${API_BASE}/Core/v1/users` } as const satisfies Endpoint;

/** Notifiche dell’utente, dalla più recente (pagina predefinita 1000) */
export const getNotifications = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/notifications`,
} as const satisfies Endpoint;

/** Una notifica dell’utente (o quella del link messaggio di una sessione ospite) */
export const getNotification = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/notifications/{id}`,
} as const satisfies Endpoint;

/** Segna una notifica letta (readingDate) o confermata (confirmationDate); registra pushId e mn_msg_id */
export const updateNotification = {
  method: 'PUT',
  path: `${API_BASE}/Core/v1/notifications`,
} as const satisfies Endpoint;

/** Registra l’id push (fbPushId) del dispositivo per l’utente della sessione */
export const registerDevice = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/devices`,
} as const satisfies Endpoint;

/** La chiave pubblica VAPID con cui i browser si iscrivono alle notifiche Web Push */
export const getWebPushKey = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/devices/web-push-key`,
} as const satisfies Endpoint;

/** Toglie un id push dai dispositivi dell’utente della sessione */
export const unregisterDevice = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/devices/unregister`,
} as const satisfies Endpoint;

/** Sessione del CRM per i grafici dei consumi di una fornitura (token del CRM, rcrm=1) */
export const createCrmSession = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/crm/sessions`,
} as const satisfies Endpoint;

/** Legge un link (modulo, entityKey, additionalParams) con il suo hashCode */
export const getLink = { method: 'GET', path: `${API_BASE}/Core/v1/links/{id}` } as const satisfies Endpoint;

/** Proprietà di configurazione per il client (App_min_version); quella della società prevale */
export const getConfProperties = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/confProperties`,
} as const satisfies Endpoint;

/** Deleghe: richieste ricevute e deleghe concesse sui clienti di cui si è titolari; le proprie richieste da delegato */
export const getDelegations = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/delegations`,
} as const satisfies Endpoint;

/** Una richiesta di delega: per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6) */
export const getDelegationRequest = {
  method: 'GET',
  path: `${API_BASE}/Core/v1/delegations/requests/{workflowId}`,
} as const satisfies Endpoint;

/** Il titolare revoca una delega: il delegato perde l’accesso al cliente dalla sua prossima richiesta */
export const revokeDelegation = {
  method: 'POST',
  path: `${API_BASE}/Core/v1/delegations/revoke`,
} as const satisfies Endpoint;

/** Associa un codice cliente all’utente (con i dati fiscali) o richiede una delega (delegation: true) */
export const associateContractToUser = {
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/associate-contract-to-user/start`,
} as const satisfies Endpoint;

/** Esegue un’attività di un processo: conferma o rifiuto di una delega, risposta a un questionario */
export const executeWorkflowTask = {
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/workflow/task-execute`,
} as const satisfies Endpoint;

/** Recupero password: con nome utente ed e-mail, o codice cliente e codice fiscale / partita IVA */
export const startPasswordReset = {
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/password-reset/start`,
} as const satisfies Endpoint;

/** Nuovo codice per la prova di titolarità (o nuova prova con la bolletta) */
export const resendOwnershipProof = {
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/ownership-proof/resend`,
} as const satisfies Endpoint;

/** Clienti che la sessione può gestire */
export const getCustomers = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/customers`,
} as const satisfies Endpoint;

/** Un cliente, se la sessione può gestirlo */
export const getCustomer = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/customers/{id}`,
} as const satisfies Endpoint;

/** Contratti dei clienti della sessione (o di un cliente, per codice) */
export const getContracts = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts`,
} as const satisfies Endpoint;

/** Se la bolletta via e-mail (Bolletta Click) del contratto può essere cambiata ora */
export const getBollettaclickCanChange = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/bollettaclick-can-change`,
} as const satisfies Endpoint;

/** Contratti di manutenzione */
export const getMaintenanceContracts = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/maintenance`,
} as const satisfies Endpoint;

/** Un contratto, per id o per codice (useExtKey) */
export const getContract = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/{id}`,
} as const satisfies Endpoint;

/** Forniture dei clienti della sessione (o di un cliente, per codice) */
export const getSupplies = { method: 'GET', path: `${API_BASE}/Erp/v1/supplies` } as const satisfies Endpoint;

/** Una fornitura, per id o per codice (useExtKey), con offerta e dati tecnici */
export const getSupply = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/supplies/{id}`,
} as const satisfies Endpoint;

/** Cambia il nome (nickname) di una fornitura */
export const updateSupply = {
  method: 'PUT',
  path: `${API_BASE}/Erp/v1/supplies`,
} as const satisfies Endpoint;

/** Un'offerta del marchio della sessione, per id o per codice (useExtKey) */
export const getOffer = { method: 'GET', path: `${API_BASE}/Erp/v1/offers/{id}` } as const satisfies Endpoint;

/** Bollette (5 per pagina, dalla più recente) */
export const getInvoices = { method: 'GET', path: `${API_BASE}/Erp/v1/invoices` } as const satisfies Endpoint;

/** Una bolletta con le sue rate, per id o per numero (useExtKey) */
export const getInvoice = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}`,
} as const satisfies Endpoint;

/** Il riepilogo della bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro) */
export const getInvoiceDetail = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/invoices/{id}/detail`,
} as const satisfies Endpoint;

/** Rate di una bolletta o di un contratto */
export const getInstallments = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/installments`,
} as const satisfies Endpoint;

/** Morosità: bollette e rate scadute non pagate */
export const getInsolvencies = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/insolvencies`,
} as const satisfies Endpoint;

/** Crea un pagamento di bollette o rate (fino a 50 voci): importi letti dal database, il totale inviato deve coincidere con quanto dovuto; risponde con l'indirizzo della pagina del fornitore di pagamento */
export const createPayment = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/payments`,
} as const satisfies Endpoint;

/** Un pagamento: status è l'esito registrato dalla notifica firmata del fornitore (Creato finché non arriva) */
export const getPayment = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/payments/{id}`,
} as const satisfies Endpoint;

/** Registra l'esito dichiarato dal cliente al ritorno dal fornitore (solo la prima volta); non cambia mai l'esito registrato né segna pagato nulla */
export const updatePayment = {
  method: 'PUT',
  path: `${API_BASE}/Erp/v1/payments`,
} as const satisfies Endpoint;

/** Scarica un documento per chiave di archiviazione (e tipo, es. Invoice): base64 e contentType */
export const getDocuments = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/documents`,
} as const satisfies Endpoint;

/** Scarica un documento per id */
export const getDocument = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/documents/{id}`,
} as const satisfies Endpoint;

/** Se il documento è stato prodotto (altrimenti è in fase di stampa) */
export const documentExists = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/documents/{id}/exists`,
} as const satisfies Endpoint;

/** Richiesta di informazioni */
export const createInformationRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/information`,
} as const satisfies Endpoint;

/** Richiesta di rateizzazione di una bolletta */
export const createInstallmentsRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/installments`,
} as const satisfies Endpoint;

/** Attiva o disattiva la bolletta via e-mail (Bolletta Click) */
export const createEmailInvoiceRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/emailInvoice`,
} as const satisfies Endpoint;

/** Modifica le opzioni di fatturazione */
export const createBillingOptionsRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/billingOptions`,
} as const satisfies Endpoint;

/** Modifica l'indirizzo di spedizione delle bollette */
export const createShippingAddressRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/shippingAddress`,
} as const satisfies Endpoint;

/** Attiva, cambia o revoca la domiciliazione bancaria (SDD) */
export const createBankAccountChangeRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/bankAccountChange`,
} as const satisfies Endpoint;

/** Modifica i dati di contatto e i consensi privacy */
export const createAccountDataRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/accountData`,
} as const satisfies Endpoint;

/** Richieste per tipo, contratto e cliente (dalla più recente) */
export const getRequests = { method: 'GET', path: `${API_BASE}/Erp/v1/requests` } as const satisfies Endpoint;

/** Una richiesta */
export const getRequest = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/requests/{id}`,
} as const satisfies Endpoint;

/** Consumi di una fornitura per mese, giorno o ora, con fasce F1/F2/F3 (F23) */
export const getConsumptions = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/consumptions`,
} as const satisfies Endpoint;

/** Letture di una fornitura (dal default di due anni fa, 100 per pagina) */
export const getReadings = { method: 'GET', path: `${API_BASE}/Erp/v1/readings` } as const satisfies Endpoint;

/** Periodo in cui è possibile inserire l'autolettura */
export const getReadingWindow = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/metering/readingWindow`,
} as const satisfies Endpoint;

/** Descrizione del gruppo di misura: data di piena capacità (misura oraria) e canali */
export const describeMeterGroup = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/metering/describeMeterGroup`,
} as const satisfies Endpoint;

/** Invia un'autolettura (nel periodo di lettura, solo cifre, non inferiore all'ultima) */
export const insertReadings = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/metering/insertReadings`,
} as const satisfies Endpoint;

/** Prezzo Unico Nazionale (PUN) orario, con medie giornaliere e mensili */
export const getQuotations = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/quotations`,
} as const satisfies Endpoint;

/** Proposte commerciali visibili ora (dentro il loro periodo) */
export const getProposals = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/proposals`,
} as const satisfies Endpoint;

/** Una proposta (solo nel suo periodo) */
export const getProposal = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/proposals/{id}`,
} as const satisfies Endpoint;

/** Verifica se la proposta può essere accettata */
export const checkProposalRules = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/proposals/{id}/check-rules`,
} as const satisfies Endpoint;

/** Registra la scelta del cliente su una proposta (una sola volta) */
export const updateProposal = {
  method: 'PUT',
  path: `${API_BASE}/Erp/v1/proposals`,
} as const satisfies Endpoint;

/** Servizi attivabili per commodity e stato di ciascun servizio sulle forniture attive del cliente */
export const getServices = { method: 'GET', path: `${API_BASE}/Erp/v1/services` } as const satisfies Endpoint;

/** Richiesta di attivazione di un servizio su una fornitura (pratica AttivazioneServizio) */
export const createServiceActivationRequest = {
  method: 'POST',
  path: `${API_BASE}/Erp/v1/requests/serviceActivation`,
} as const satisfies Endpoint;

/** Un contratto di manutenzione con le sue visite */
export const getMaintenanceContract = {
  method: 'GET',
  path: `${API_BASE}/Erp/v1/contracts/maintenance/{id}`,
} as const satisfies Endpoint;

/** Le offerte del marchio della sessione (pubbliche: anche senza login) */
export const getOffers = { method: 'GET', path: `${API_BASE}/Erp/v1/offers` } as const satisfies Endpoint;

/** Invia una richiesta di assistenza dal modulo di contatto */
export const sendContactRequest = {
  method: 'POST',
  path: `${API_BASE}/Contact/v1/requests`,
} as const satisfies Endpoint;

/** Avvia la verifica di un nuovo indirizzo e-mail: invia un codice di 4 cifre; risponde con workflowId */
export const startEmailCheck = {
  method: 'POST',
  path: `${BPM_BASE}/email-check`,
} as const satisfies Endpoint;

/** Avvia la verifica di un nuovo numero di telefono: invia un SMS con un codice di 4 cifre; risponde con workflowId */
export const startPhoneCheck = {
  method: 'POST',
  path: `${BPM_BASE}/phone-check`,
} as const satisfies Endpoint;

/** Verifica il codice di 4 cifre di una verifica e-mail o telefono, o la prova di titolarità (codice o bolletta) */
export const verifyOtp = { method: 'POST', path: `${BPM_BASE}/otp-verification` } as const satisfies Endpoint;

/** Comuni italiani che iniziano con (o contengono) il testo */
export const getTown = { method: 'GET', path: `${STRADARIO_BASE}/getTown` } as const satisfies Endpoint;

/** Vie di un comune (tKey = codice ISTAT) che corrispondono al testo */
export const getStreet = { method: 'GET', path: `${STRADARIO_BASE}/getStreet` } as const satisfies Endpoint;

/** Verifica un indirizzo: punteggio 0–100, valido da 50 */
export const checkAddress = {
  method: 'POST',
  path: `${STRADARIO_BASE}/checkAddress`,
} as const satisfies Endpoint;

/** Posta, SMS e push inviati (solo modalità demo), dal più recente; filtro ?to= sul destinatario */
export const getOutbox = { method: 'GET', path: '/dev/outbox' } as const satisfies Endpoint;

/** Un messaggio per un utente demo, inviato come push ai suoi dispositivi (solo modalità demo) */
export const sendDemoPush = { method: 'POST', path: '/dev/push' } as const satisfies Endpoint;
