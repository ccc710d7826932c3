// Generated from src/operations by `npm run contract:endpoints`: do not edit by hand.
// A unit test (endpoints.test.ts) fails when this file no longer matches the operations.
import type { Endpoint } from './endpoint-types';
import type * as Operations from './operations';

export type {
  BodyOf,
  Declares,
  Endpoint,
  HttpMethod,
  OperationOf,
  PathParams,
  QueryOf,
  ResponseOf,
} from './endpoint-types';

/** Associa un codice cliente all’utente (con i dati fiscali) o richiede una delega (delegation: true) */
export const associateContractToUser: Endpoint<typeof Operations.associateContractToUser> = {
  method: 'POST',
  path: '/services/rest/portalapi/Wfm/v1/associate-contract-to-user/start',
};

/** Verifica un indirizzo: punteggio 0–100, valido da 50 */
export const checkAddress: Endpoint<typeof Operations.checkAddress> = {
  method: 'POST',
  path: '/services/rest/stradario/checkAddress',
};

/** Controlla codice fiscale / partita IVA (carattere di controllo) e, con il codice cliente, la corrispondenza */
export const checkFiscalData: Endpoint<typeof Operations.checkFiscalData> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/check-fiscal-data',
};

/** Verifica se la proposta può essere accettata */
export const checkProposalRules: Endpoint<typeof Operations.checkProposalRules> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/proposals/{id}/check-rules',
};

/** Modifica i dati di contatto e i consensi privacy */
export const createAccountDataRequest: Endpoint<typeof Operations.createAccountDataRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/accountData',
};

/** Attiva, cambia o revoca la domiciliazione bancaria (SDD) */
export const createBankAccountChangeRequest: Endpoint<typeof Operations.createBankAccountChangeRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/bankAccountChange',
};

/** Modifica le opzioni di fatturazione */
export const createBillingOptionsRequest: Endpoint<typeof Operations.createBillingOptionsRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/billingOptions',
};

/** Richiesta di rimborso del credito, con bonifico o in compensazione */
export const createCreditRefundRequest: Endpoint<typeof Operations.createCreditRefundRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/credit-refund',
};

/** Sessione del CRM per i grafici dei consumi di una fornitura (rcrm=1) */
export const createCrmSession: Endpoint<typeof Operations.createCrmSession> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/crm/sessions',
};

/** Attiva o disattiva la bolletta via e-mail (Bolletta Click) */
export const createEmailInvoiceRequest: Endpoint<typeof Operations.createEmailInvoiceRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/emailInvoice',
};

/** Richiesta di informazioni */
export const createInformationRequest: Endpoint<typeof Operations.createInformationRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/information',
};

/** Richiesta di rateizzazione di una bolletta */
export const createInstallmentsRequest: Endpoint<typeof Operations.createInstallmentsRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/installments',
};

/** Crea una sessione anonima per una società, o una sessione da link (linkId + hashCode) */
export const createNewSession: Endpoint<typeof Operations.createNewSession> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/sessions',
};

/** Registrazione di un cliente (codice cliente + codice fiscale o partita IVA) o di un delegato */
export const createNewUser: Endpoint<typeof Operations.createNewUser> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/users',
};

/** Crea un pagamento di bollette o rate (fino a 50 voci): importi letti dal database, il totale inviato deve coincidere con quanto dovuto; risponde con l'indirizzo della pagina del fornitore di pagamento */
export const createPayment: Endpoint<typeof Operations.createPayment> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/payments',
};

/** Rettifica di una bolletta stimata con la propria lettura (e la foto del contatore) */
export const createRettificaRequest: Endpoint<typeof Operations.createRettificaRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/invoices/{id}/rettifica',
};

/** Richiesta di attivazione di un servizio su una fornitura (pratica AttivazioneServizio) */
export const createServiceActivationRequest: Endpoint<typeof Operations.createServiceActivationRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/serviceActivation',
};

/** Modifica l'indirizzo di spedizione delle bollette */
export const createShippingAddressRequest: Endpoint<typeof Operations.createShippingAddressRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/requests/shippingAddress',
};

/** Descrizione del gruppo di misura: data di piena capacità (misura oraria) e canali */
export const describeMeterGroup: Endpoint<typeof Operations.describeMeterGroup> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/metering/describeMeterGroup',
};

/** Se il documento è stato prodotto (altrimenti è in fase di stampa) */
export const documentExists: Endpoint<typeof Operations.documentExists> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/documents/{id}/exists',
};

/** Login con nome utente e password; rilascia un nuovo id di sessione */
export const doLogin: Endpoint<typeof Operations.doLogin> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/user/login',
};

/** Chiude la sessione lato server */
export const doLogout: Endpoint<typeof Operations.doLogout> = {
  method: 'DELETE',
  path: '/services/rest/portalapi/Core/v1/user/logout',
};

/** Esegue un’attività di un processo: conferma o rifiuto di una delega, risposta a un questionario */
export const executeWorkflowTask: Endpoint<typeof Operations.executeWorkflowTask> = {
  method: 'POST',
  path: '/services/rest/portalapi/Wfm/v1/workflow/task-execute',
};

/** La previsione della prossima bolletta di ciascuna fornitura attiva */
export const getBillForecasts: Endpoint<typeof Operations.getBillForecasts> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/bill-forecasts',
};

/** Se la bolletta via e-mail (Bolletta Click) del contratto può essere cambiata ora */
export const getBollettaclickCanChange: Endpoint<typeof Operations.getBollettaclickCanChange> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/contracts/bollettaclick-can-change',
};

/** Proprietà di configurazione per il client (App_min_version); quella della società prevale */
export const getConfProperties: Endpoint<typeof Operations.getConfProperties> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/confProperties',
};

/** Consumi di una fornitura per mese, giorno o ora, con fasce F1/F2/F3 (F23) */
export const getConsumptions: Endpoint<typeof Operations.getConsumptions> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/consumptions',
};

/** Un contratto, per id o per codice (useExtKey) */
export const getContract: Endpoint<typeof Operations.getContract> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/contracts/{id}',
};

/** Contratti dei clienti della sessione (o di un cliente, per codice) */
export const getContracts: Endpoint<typeof Operations.getContracts> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/contracts',
};

/** Un cliente, se la sessione può gestirlo */
export const getCustomer: Endpoint<typeof Operations.getCustomer> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/customers/{id}',
};

/** Il saldo del cliente: se è a suo credito e quanto si può chiedere a rimborso */
export const getCustomerBalance: Endpoint<typeof Operations.getCustomerBalance> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/balance',
};

/** Clienti che la sessione può gestire */
export const getCustomers: Endpoint<typeof Operations.getCustomers> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/customers',
};

/** Una richiesta di delega: per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6) */
export const getDelegationRequest: Endpoint<typeof Operations.getDelegationRequest> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/delegations/requests/{workflowId}',
};

/** Deleghe: richieste ricevute e deleghe concesse sui clienti di cui si è titolari; le proprie richieste da delegato */
export const getDelegations: Endpoint<typeof Operations.getDelegations> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/delegations',
};

/** Scarica un documento per id */
export const getDocument: Endpoint<typeof Operations.getDocument> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/documents/{id}',
};

/** Scarica un documento per chiave di archiviazione (e tipo, es. Invoice): base64 e contentType */
export const getDocuments: Endpoint<typeof Operations.getDocuments> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/documents',
};

/** Il processo è vivo */
export const getHealth: Endpoint<typeof Operations.getHealth> = {
  method: 'GET',
  path: '/healthz',
};

/** I contatti dell’assistenza del marchio della sessione */
export const getHelpContacts: Endpoint<typeof Operations.getHelpContacts> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/helpContacts',
};

/** Morosità: bollette e rate scadute non pagate */
export const getInsolvencies: Endpoint<typeof Operations.getInsolvencies> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/insolvencies',
};

/** Se la bolletta si può rateizzare, in quale caso ARERA e a quali condizioni */
export const getInstallmentOptions: Endpoint<typeof Operations.getInstallmentOptions> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/invoices/{id}/installment-options',
};

/** Rate di una bolletta o di un contratto */
export const getInstallments: Endpoint<typeof Operations.getInstallments> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/installments',
};

/** Una bolletta con le sue rate, per id o per numero (useExtKey) */
export const getInvoice: Endpoint<typeof Operations.getInvoice> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/invoices/{id}',
};

/** Il riepilogo della bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro) */
export const getInvoiceDetail: Endpoint<typeof Operations.getInvoiceDetail> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/invoices/{id}/detail',
};

/** Perché questa bolletta è diversa dalla precedente e da quella dello stesso periodo dell’anno scorso */
export const getInvoiceExplanation: Endpoint<typeof Operations.getInvoiceExplanation> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/invoices/{id}/explanation',
};

/** Bollette (5 per pagina, dalla più recente) */
export const getInvoices: Endpoint<typeof Operations.getInvoices> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/invoices',
};

/** Legge un link (modulo, entityKey, additionalParams) con il suo hashCode */
export const getLink: Endpoint<typeof Operations.getLink> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/links/{id}',
};

/** Un contratto di manutenzione con le sue visite */
export const getMaintenanceContract: Endpoint<typeof Operations.getMaintenanceContract> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/contracts/maintenance/{id}',
};

/** Contratti di manutenzione */
export const getMaintenanceContracts: Endpoint<typeof Operations.getMaintenanceContracts> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/contracts/maintenance',
};

/** Moduli abilitati per la società della sessione (e il cliente corrente) */
export const getModules: Endpoint<typeof Operations.getModules> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/modules',
};

/** Una notifica dell’utente (o quella del link messaggio di una sessione ospite) */
export const getNotification: Endpoint<typeof Operations.getNotification> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/notifications/{id}',
};

/** Notifiche dell’utente, dalla più recente (pagina predefinita 1000) */
export const getNotifications: Endpoint<typeof Operations.getNotifications> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/notifications',
};

/** Un'offerta del marchio della sessione, per id o per codice (useExtKey) */
export const getOffer: Endpoint<typeof Operations.getOffer> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/offers/{id}',
};

/** Le offerte del marchio della sessione (pubbliche: anche senza login) */
export const getOffers: Endpoint<typeof Operations.getOffers> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/offers',
};

/** Posta, SMS e push inviati (solo modalità demo), dal più recente; filtro ?to= sul destinatario */
export const getOutbox: Endpoint<typeof Operations.getOutbox> = {
  method: 'GET',
  path: '/dev/outbox',
};

/** Un pagamento: status è l'esito registrato dalla notifica firmata del fornitore (Creato finché non arriva) */
export const getPayment: Endpoint<typeof Operations.getPayment> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/payments/{id}',
};

/** Una proposta (solo nel suo periodo) */
export const getProposal: Endpoint<typeof Operations.getProposal> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/proposals/{id}',
};

/** Proposte commerciali visibili ora (dentro il loro periodo) */
export const getProposals: Endpoint<typeof Operations.getProposals> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/proposals',
};

/** Prezzo Unico Nazionale (PUN) orario, con medie giornaliere e mensili */
export const getQuotations: Endpoint<typeof Operations.getQuotations> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/quotations',
};

/** Il database risponde */
export const getReadiness: Endpoint<typeof Operations.getReadiness> = {
  method: 'GET',
  path: '/readyz',
};

/** Se l’utente della sessione riceve i promemoria di autolettura */
export const getReadingReminders: Endpoint<typeof Operations.getReadingReminders> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/readingReminders',
};

/** Letture di una fornitura (dal default di due anni fa, 100 per pagina) */
export const getReadings: Endpoint<typeof Operations.getReadings> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/readings',
};

/** Periodo in cui è possibile inserire l'autolettura */
export const getReadingWindow: Endpoint<typeof Operations.getReadingWindow> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/metering/readingWindow',
};

/** Una richiesta */
export const getRequest: Endpoint<typeof Operations.getRequest> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/requests/{id}',
};

/** Richieste per tipo, contratto e cliente (dalla più recente) */
export const getRequests: Endpoint<typeof Operations.getRequests> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/requests',
};

/** Se una bolletta stimata si può rettificare con la propria lettura, e con quali registri */
export const getRettificaOptions: Endpoint<typeof Operations.getRettificaOptions> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/invoices/{id}/rettifica',
};

/** Servizi attivabili per commodity e stato di ciascun servizio sulle forniture attive del cliente */
export const getServices: Endpoint<typeof Operations.getServices> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/services',
};

/** Legge una sessione (solo con la stessa sessione nell’intestazione) */
export const getSession: Endpoint<typeof Operations.getSession> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/sessions/{id}',
};

/** Vie di un comune (tKey = codice ISTAT) che corrispondono al testo */
export const getStreet: Endpoint<typeof Operations.getStreet> = {
  method: 'GET',
  path: '/services/rest/stradario/getStreet',
};

/** Forniture dei clienti della sessione (o di un cliente, per codice) */
export const getSupplies: Endpoint<typeof Operations.getSupplies> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/supplies',
};

/** Una fornitura, per id o per codice (useExtKey), con offerta e dati tecnici */
export const getSupply: Endpoint<typeof Operations.getSupply> = {
  method: 'GET',
  path: '/services/rest/portalapi/Erp/v1/supplies/{id}',
};

/** Comuni italiani che iniziano con (o contengono) il testo */
export const getTown: Endpoint<typeof Operations.getTown> = {
  method: 'GET',
  path: '/services/rest/stradario/getTown',
};

/** Utente per id: solo il proprio, o un utente servito da un’agenzia */
export const getUser: Endpoint<typeof Operations.getUser> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/users/{id}',
};

/** Utenti di un contratto (contractKey): il proprio utente, o per un’agenzia gli utenti del cliente servito */
export const getUsers: Endpoint<typeof Operations.getUsers> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/users',
};

/** Chiave pubblica VAPID con cui il browser si iscrive alle notifiche Web Push */
export const getWebPushKey: Endpoint<typeof Operations.getWebPushKey> = {
  method: 'GET',
  path: '/services/rest/portalapi/Core/v1/devices/web-push-key',
};

/** Invia un'autolettura (nel periodo di lettura, solo cifre, non inferiore all'ultima) */
export const insertReadings: Endpoint<typeof Operations.insertReadings> = {
  method: 'POST',
  path: '/services/rest/portalapi/Erp/v1/metering/insertReadings',
};

/** Registra l’id push (fbPushId) del dispositivo per l’utente della sessione */
export const registerDevice: Endpoint<typeof Operations.registerDevice> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/devices',
};

/** Nuovo codice per la prova di titolarità (o nuova prova con la bolletta) */
export const resendOwnershipProof: Endpoint<typeof Operations.resendOwnershipProof> = {
  method: 'POST',
  path: '/services/rest/portalapi/Wfm/v1/ownership-proof/resend',
};

/** Il titolare revoca una delega: il delegato perde l’accesso al cliente dalla sua prossima richiesta */
export const revokeDelegation: Endpoint<typeof Operations.revokeDelegation> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/delegations/revoke',
};

/** Invia una richiesta di assistenza dal modulo di contatto */
export const sendContactRequest: Endpoint<typeof Operations.sendContactRequest> = {
  method: 'POST',
  path: '/services/rest/portalapi/Contact/v1/requests',
};

/** Crea un messaggio per un utente demo e lo invia come push ai suoi dispositivi (solo modalità demo) */
export const sendDemoPush: Endpoint<typeof Operations.sendDemoPush> = {
  method: 'POST',
  path: '/dev/push',
};

/** Attiva o disattiva i promemoria di autolettura dell’utente della sessione */
export const setReadingReminders: Endpoint<typeof Operations.setReadingReminders> = {
  method: 'PUT',
  path: '/services/rest/portalapi/Core/v1/readingReminders',
};

/** Avvia la verifica di un nuovo indirizzo e-mail: invia un codice di 4 cifre; risponde con workflowId */
export const startEmailCheck: Endpoint<typeof Operations.startEmailCheck> = {
  method: 'POST',
  path: '/services/rest/bpm/v1/email-check',
};

/** Recupero password: con nome utente ed e-mail, o codice cliente e codice fiscale / partita IVA */
export const startPasswordReset: Endpoint<typeof Operations.startPasswordReset> = {
  method: 'POST',
  path: '/services/rest/portalapi/Wfm/v1/password-reset/start',
};

/** Avvia la verifica di un nuovo numero di telefono: invia un SMS con un codice di 4 cifre; risponde con workflowId */
export const startPhoneCheck: Endpoint<typeof Operations.startPhoneCheck> = {
  method: 'POST',
  path: '/services/rest/bpm/v1/phone-check',
};

/** Toglie un id push dell’utente della sessione (logout sul dispositivo) */
export const unregisterDevice: Endpoint<typeof Operations.unregisterDevice> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/devices/unregister',
};

/** Segna una notifica letta (readingDate) o confermata (confirmationDate); registra pushId e mn_msg_id */
export const updateNotification: Endpoint<typeof Operations.updateNotification> = {
  method: 'PUT',
  path: '/services/rest/portalapi/Core/v1/notifications',
};

/** Registra l'esito dichiarato dal cliente al ritorno dal fornitore (solo la prima volta); non cambia mai l'esito registrato né segna pagato nulla */
export const updatePayment: Endpoint<typeof Operations.updatePayment> = {
  method: 'PUT',
  path: '/services/rest/portalapi/Erp/v1/payments',
};

/** Registra la scelta del cliente su una proposta (una sola volta) */
export const updateProposal: Endpoint<typeof Operations.updateProposal> = {
  method: 'PUT',
  path: '/services/rest/portalapi/Erp/v1/proposals',
};

/** Cambia il nome (nickname) di una fornitura */
export const updateSupply: Endpoint<typeof Operations.updateSupply> = {
  method: 'PUT',
  path: '/services/rest/portalapi/Erp/v1/supplies',
};

/** Aggiorna il proprio utente: password (con quella attuale), userOptions, preferenze di notifica */
export const updateUser: Endpoint<typeof Operations.updateUser> = {
  method: 'PUT',
  path: '/services/rest/portalapi/Core/v1/users',
};

/** Verifica durante la registrazione: nome utente libero e valido, codice cliente corrispondente ai dati fiscali */
export const validateUser: Endpoint<typeof Operations.validateUser> = {
  method: 'POST',
  path: '/services/rest/portalapi/Core/v1/users/validate',
};

/** Verifica il codice di 4 cifre di una verifica e-mail o telefono, o la prova di titolarità (codice o bolletta) */
export const verifyOtp: Endpoint<typeof Operations.verifyOtp> = {
  method: 'POST',
  path: '/services/rest/bpm/v1/otp-verification',
};
