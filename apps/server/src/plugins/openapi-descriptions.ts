/**
 * The description of each operation of the published contract, by operationId (its name in
 * `packages/contract/src/endpoints.ts`): what it does, who may call it and its main refusals
 * (spec section 7 and the route's behaviour). The swagger `transform` (openapi-operations.ts)
 * adds it where the route's own schema has no `description`; a route's own description wins.
 * The contract test checks that every served operation ends up with one and that every key here
 * names a served operation.
 *
 * Words used throughout: "sessione" is the X-Session-Id of POST /Core/v1/sessions (anonymous,
 * logged in, or a guest session opened by a link); 401 = no session, or an unknown or expired one;
 * a "delegato" reads and (with the pay scope) pays for the customer, never changes anything.
 */

const ERP_WHO = 'Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti.';
const ERP_GUEST = 'Una sessione ospite (link) non lo legge: 403.';

export const OPERATION_DESCRIPTIONS: Record<string, string> = {
  // Operazioni
  getHealth:
    'Sonda di liveness: risponde 200 finché il processo serve richieste, senza toccare il database. Nessuna sessione richiesta.',
  getReadiness:
    'Sonda di readiness: verifica che il database risponda e ne indica il tipo (PGlite o PostgreSQL). Nessuna sessione richiesta. Con il database irraggiungibile: 503, e il bilanciatore smette di mandare traffico a questa istanza.',

  // Core
  doLogout:
    'Chiude lato server la sessione dell’intestazione (anche ospite o anonima): il suo id smette di valere per ogni richiesta successiva. Senza sessione valida: 401.',
  getModules:
    'I moduli abilitati (success e elenco con key) per la società della sessione e, se scelto, per il cliente corrente; il client aggiunge le rotte dei moduli presenti. Qualunque sessione; senza: 401. I moduli spenti dal server (es. pay senza fornitore di pagamento) non compaiono.',
  getUsers:
    'Gli utenti di un contratto (contractKey): il proprio utente, o per un’agenzia i titolari e i delegati del cliente servito. Solo con login; un contratto sconosciuto o altrui risponde 403 allo stesso modo, una sessione ospite 403, senza login 401.',
  validateUser:
    'I controlli del modulo di registrazione: nome utente libero e valido (solo lettere e numeri), dati fiscali ben formati, codice cliente corrispondente. Con una sessione anche anonima; ogni controllo conta nel limite per indirizzo (429). Se il cliente ha già un utente si dice solo dopo la prova di titolarità.',
  checkFiscalData:
    'Controlla il carattere di controllo del codice fiscale o della partita IVA e, con il codice cliente, che corrispondano al cliente. Con una sessione anche anonima; i tentativi sono limitati per indirizzo (429).',
  getUser:
    'Un utente per id: il proprio, o per un’agenzia un utente che serve; chiunque altro 403. Solo con login (senza: 401; sessione ospite: 403).',
  getNotifications:
    'Le notifiche dell’utente, dalla più recente, con paginazione (pagingTake, pagingSkip; pagina predefinita 1000) e activeOnly. Solo con login: senza 401, sessione ospite 403.',
  getNotification:
    'Una notifica dell’utente; per una sessione ospite, solo quella del suo link messaggio (modulo 4). Una notifica altrui o sconosciuta: 404.',
  getWebPushKey:
    'La chiave pubblica VAPID con cui il browser si iscrive alle notifiche Web Push, da registrare poi con POST /Core/v1/devices. Qualunque sessione; senza: 401.',
  getConfProperties:
    'Le proprietà di configurazione per il client (propertyName, es. App_min_version per l’aggiornamento obbligatorio); il valore della società della sessione prevale su quello generale. Qualunque sessione; senza: 401.',
  getDelegations:
    'Le deleghe dell’utente: richieste ricevute e deleghe concesse sui clienti di cui è titolare, e le proprie richieste da delegato. Solo con login (senza: 401; sessione ospite: 403).',
  getDelegationRequest:
    'Una richiesta di delega (per workflowId): per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6) che la nomina. Sconosciuta, altrui o non nominata dal link: 404.',
  revokeDelegation:
    'Il titolare revoca una delega concessa: il delegato perde l’accesso al cliente dalla sua prossima richiesta. Solo con login; una delega sconosciuta o su un cliente di cui non si è titolari: 404.',

  // Contact
  sendContactRequest:
    'Registra una richiesta di assistenza dal modulo di contatto (oggetto, messaggio, telefono, codice cliente o contratto facoltativi) e risponde con la chiave del ticket; con un cliente la richiesta si segue anche tra le pratiche. Solo con login: senza 401, sessione ospite 403; un cliente o contratto non dell’utente: 403; campi mancanti o troppo lunghi, o un contratto di un altro cliente: 400 con i messaggi del modulo.',

  // bpm
  startEmailCheck:
    'Avvia la verifica di un nuovo indirizzo e-mail di un cliente che l’utente può modificare: invia all’indirizzo un codice di 4 cifre e risponde con il workflowId da usare in otp-verification. Un nuovo codice annulla le verifiche aperte dello stesso tipo. Solo con login; cliente (accountNumber) non modificabile dall’utente, perché delegato o altrui: 403; società diversa da quella della sessione: 400; troppe verifiche in un’ora: 429.',
  startPhoneCheck:
    'Avvia la verifica di un nuovo numero di cellulare di un cliente che l’utente può modificare: invia per SMS un codice di 4 cifre e risponde con il workflowId da usare in otp-verification. Un nuovo codice annulla le verifiche aperte dello stesso tipo. Solo con login; cliente (accountNumber) non modificabile dall’utente, perché delegato o altrui: 403; numero non valido o società diversa da quella della sessione: 400; troppe verifiche in un’ora: 429.',

  // Stradario
  getTown:
    'Comuni italiani il cui nome inizia con il testo (poi quelli che lo contengono), i più popolosi prima, al massimo cnt (predefinito 10); tKey di ciascuno serve a getStreet. Qualunque sessione, anche anonima (registrazione); senza: 401; meno di 2 caratteri: 400.',
  getStreet:
    'Vie di un comune (tKey: codice ISTAT, o codice catastale per un comune più recente) che corrispondono al testo, al massimo cnt (predefinito 10). Qualunque sessione; senza: 401; comune sconosciuto: 404 "Comune non trovato".',
  checkAddress:
    'Verifica un indirizzo italiano: punteggio 0–100 (comune 40, CAP 20, provincia 10, via 25, civico 5; valido da 50) e l’indirizzo normalizzato trovato, nella forma root.Indirizzo.Score del servizio indirizzi. Qualunque sessione; senza: 401; via o comune mancanti, o paese diverso da IT: 400.',

  // dev
  getOutbox:
    'Posta, SMS e push inviati dal server, dal più recente, al massimo limit (predefinito 50): to filtra sul destinatario (senza distinzione di maiuscole; un telefono con o senza spazi e +39), channel sul canale (altri valori, o limit fuori da 1–500: 400). Serve a leggere codici OTP e link nella demo e nei test end-to-end. Solo in modalità demo, senza sessione; in produzione il percorso non esiste (404).',

  // Erp
  getCustomers: `I clienti che la sessione può gestire, con i loro dati anagrafici e di contatto. ${ERP_WHO} ${ERP_GUEST}`,
  getCustomer: `Un cliente per id, se la sessione può gestirlo; un cliente sconosciuto o altrui risponde 403 allo stesso modo. ${ERP_WHO} ${ERP_GUEST}`,
  getContracts: `I contratti dei clienti della sessione, o di un cliente (customerKey), con paginazione (predefinita 100). ${ERP_WHO} Un customerKey sconosciuto o altrui: 403. ${ERP_GUEST}`,
  getBollettaclickCanChange: `Se la bolletta via e-mail (Bolletta Click) del contratto (contractKey) può essere attivata o disattivata ora. ${ERP_WHO} Contratto sconosciuto o altrui: 403. ${ERP_GUEST}`,
  getMaintenanceContracts: `I contratti di manutenzione dei clienti della sessione (o di un cliente, per customerKey). ${ERP_WHO} Un customerKey altrui: 403. ${ERP_GUEST}`,
  getContract: `Un contratto per id, o per codice con useExtKey, con le sue forniture. ${ERP_WHO} Sconosciuto o altrui: 404 "Contratto non trovato". ${ERP_GUEST}`,
  getSupplies: `Le forniture dei clienti della sessione, o di un cliente (customerKey), con activeOnly e paginazione (predefinita 1000). ${ERP_WHO} Un customerKey altrui: 403. ${ERP_GUEST}`,
  updateSupply: `Cambia il nome (nickname) con cui il cliente riconosce una fornitura. Solo il titolare o l’agenzia: un delegato riceve 403 scope_forbidden; una fornitura sconosciuta o altrui 404; una sessione ospite 403.`,
  getSupply: `Una fornitura per id, o per codice con useExtKey, con offerta e, con includeTechnicalData, i dati tecnici. ${ERP_WHO} Una sessione ospite la legge solo se il suo link la nomina (autolettura, modulo 7, o grafici del CRM). Sconosciuta o altrui: 404.`,
  getOffer: `Un’offerta del marchio della sessione, per id o per codice (useExtKey). Qualunque sessione del marchio, anche senza login; sconosciuta o di un altro marchio: 404 "Offerta non trovata". ${ERP_GUEST}`,
  getOffers:
    'Le offerte commerciali del marchio della sessione. Pubbliche: qualunque sessione, anche senza login (senza sessione: 401); una sessione ospite (link) no: 403.',
  getInvoices: `Le bollette dei clienti della sessione (o di un cliente), dalla più recente, 5 per pagina (orderBy, outstandingOnly per le sole da pagare), con lo stato di pagamento (paymentLevel). ${ERP_WHO} Un cliente altrui: 403. ${ERP_GUEST}`,
  getInvoice: `Una bolletta con le sue rate, per id o per numero (useExtKey). ${ERP_WHO} Sconosciuta o altrui: 404. ${ERP_GUEST}`,
  getInvoiceDetail: `Il riepilogo di una bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro) con i loro importi. ${ERP_WHO} Sconosciuta o altrui: 404. ${ERP_GUEST}`,
  getInstallments: `Le rate di una bolletta (invoiceId) o di un contratto (contractId), con lo stato di ciascuna (0 scaduta da pagare, 1 da scadere, 2 altrimenti). ${ERP_WHO} Bolletta o contratto sconosciuti o altrui: 404. ${ERP_GUEST}`,
  getInsolvencies: `La morosità dei clienti della sessione: bollette e rate scadute e non pagate. Letta dal client solo con il modulo panoram. ${ERP_WHO} ${ERP_GUEST}`,
  createPayment:
    'Crea il pagamento di bollette o rate (pagamento con gatewayId e payKind Invoices o Installments, fino a 50 voci): gli importi si leggono dal database e il totale inviato deve coincidere con quanto dovuto (altrimenti 400); risponde con l’indirizzo della pagina del fornitore di pagamento. Il titolare, l’agenzia e il delegato con scope pay; gli altri 403; una voce sconosciuta o altrui 404; voci di clienti diversi o doppie 400; una voce già pagata 409; senza fornitore di pagamento configurato: 503.',
  updatePayment:
    'Registra l’esito che il cliente dichiara al ritorno dalla pagina del fornitore (userOutcome, userOutcomeDate), solo la prima volta (le successive non cambiano nulla). Non cambia mai l’esito registrato dalla notifica firmata del fornitore né segna pagato nulla. Chi può pagare per il cliente del pagamento (titolare, agenzia, delegato con scope pay; gli altri 403); un pagamento altrui o sconosciuto: 404; senza fornitore di pagamento: 503.',
  getPayment:
    'Un pagamento dei clienti della sessione, con lo stato registrato dalla notifica firmata del fornitore (Creato finché non arriva) e l’esito dichiarato dal cliente. Sconosciuto o altrui: 404; sessione ospite: 403; senza fornitore di pagamento: 503.',
  getDocuments: `Scarica un documento per chiave di archiviazione (archiviationKey) e tipo (es. Invoice): dati in base64 e contentType. ${ERP_WHO} Sconosciuto, altrui o di un altro tipo: 404 "Documento non trovato". ${ERP_GUEST}`,
  getDocument: `Scarica un documento per id: dati in base64 e contentType. ${ERP_WHO} Sconosciuto o altrui: 404. ${ERP_GUEST}`,
  documentExists: `Se il documento è già stato prodotto (altrimenti è in fase di stampa e il client mostra il messaggio relativo). ${ERP_WHO} Un documento altrui o sconosciuto: 404. ${ERP_GUEST}`,
  createInformationRequest:
    'Apre una richiesta di informazioni su un cliente (e facoltativamente un suo contratto), seguita tra le pratiche; risponde con il requestId. Il titolare o l’agenzia: un delegato riceve 403 scope_forbidden, un cliente o contratto altrui 403, una sessione ospite 403; un contratto di un altro cliente 400.',
  createInstallmentsRequest:
    'Chiede di pagare a rate una bolletta non pagata di un contratto (contractKey), nella sua finestra (dall’emissione fino a 10 giorni dopo la scadenza); una richiesta per bolletta alla volta. Il titolare, l’agenzia e il delegato con scope pay; contratto sconosciuto o altrui 403; bolletta di un altro contratto o fuori finestra 400; bolletta già pagata, già rateizzata o con una richiesta in corso 409.',
  createEmailInvoiceRequest:
    'Attiva o disattiva la bolletta via e-mail (Bolletta Click) di un contratto attivo; una richiesta per contratto alla volta. Il titolare o l’agenzia (delegato: 403 scope_forbidden); contratto sconosciuto o altrui 403; contratto non attivo 400; richiesta già in corso 409.',
  createBillingOptionsRequest:
    'Chiede di cambiare formato e frequenza della bolletta di un contratto attivo. Il titolare o l’agenzia (delegato: 403 scope_forbidden); contratto sconosciuto o altrui 403; contratto non attivo 400.',
  createShippingAddressRequest:
    'Cambia l’indirizzo a cui arrivano le bollette di un contratto: l’indirizzo si verifica sullo stradario (punteggio da 50), vale subito per la prossima bolletta e resta "in lavorazione" finché il back office lo conferma. Il titolare o l’agenzia (delegato: 403 scope_forbidden); contratto sconosciuto o altrui 403; indirizzo non valido 400; variazione anagrafica già in corso 409.',
  createBankAccountChangeRequest:
    'Attiva, cambia (azione predefinita Change) o revoca la domiciliazione bancaria SDD di un contratto: IBAN SEPA, BIC facoltativo, intestatario e suo codice fiscale; la domiciliazione risulta subito "in corso". Il titolare o l’agenzia (delegato: 403 scope_forbidden); IBAN o codice fiscale non validi 400; un’altra variazione in corso sullo stesso contratto 409.',
  createAccountDataRequest:
    'Cambia i dati di contatto (e-mail, cellulare o telefono fisso) e i consensi privacy di un cliente: valgono subito e il back office conferma la variazione anagrafica. Una nuova e-mail o un nuovo cellulare vanno prima verificati con il codice OTP (email-check o phone-check, poi otp-verification; altrimenti 409 contact_not_verified). Il titolare o l’agenzia (delegato: 403 scope_forbidden); un’altra variazione anagrafica in corso: 409.',
  getRequests: `Le richieste (pratiche) dell’utente per tipo (requestType), contratto e cliente, dalla più recente, una pagina (predefinita 100) e il totale; il client ne deduce le variazioni in corso. ${ERP_WHO} Un contratto o cliente altrui: 403. ${ERP_GUEST}`,
  getRequest: `Una richiesta dell’utente con il suo stato e la fase. Sconosciuta o altrui: 404 allo stesso modo. ${ERP_GUEST}`,
  getConsumptions: `I consumi di una fornitura per mese, giorno o ora, nelle fasce F1, F2 e F3 (F23 per un prezzo a due fasce), in un intervallo di date limitato. ${ERP_WHO} Una sessione ospite solo per la fornitura dei grafici passati dal CRM. Fornitura sconosciuta o altrui: 404; intervallo invertito o troppo lungo: 400.`,
  getReadings: `Le letture del contatore di una fornitura, dalla data predefinita di due anni fa, 100 per pagina. ${ERP_WHO} Una sessione ospite solo per la fornitura del suo link di autolettura (modulo 7). Fornitura sconosciuta o altrui: 404; intervallo non valido: 400.`,
  getReadingWindow: `Il periodo in cui si può inviare l’autolettura della fornitura (supplyKey) e se è aperto ora. ${ERP_WHO} Una sessione ospite solo per la fornitura del suo link di autolettura (modulo 7). Fornitura sconosciuta o altrui, o senza contatore: 404.`,
  describeMeterGroup: `Il gruppo di misura della fornitura (supplyKey): cifre del contatore, canali e data di piena capacità (misura oraria). ${ERP_WHO} Una sessione ospite solo per la fornitura del suo link di autolettura (modulo 7). Fornitura sconosciuta o altrui, o senza contatore: 404.`,
  insertReadings:
    'Invia un’autolettura: solo nel periodo di lettura, non nel futuro, solo cifre e al più quante ne ha il contatore, non inferiore all’ultima lettura (altrimenti 400); una al giorno (409 reading_already_sent). Il titolare, l’agenzia, o la sessione ospite del link di autolettura (modulo 7) di quella fornitura; un delegato 403 scope_forbidden; fornitura sconosciuta o altrui 404.',
  getQuotations:
    'Il Prezzo Unico Nazionale (PUN) orario di un intervallo di date, con le medie giornaliere e mensili (tipo predefinito PUN). Qualunque sessione, anche senza login; una sessione ospite solo con il link PUN (modulo 9), le altre 403. Intervallo invertito, troppo lungo o fuori dai dati disponibili: 400.',
  getProposals: `Le proposte commerciali rivolte ai clienti della sessione e visibili ora (dentro il loro periodo). ${ERP_WHO} ${ERP_GUEST}`,
  getProposal: `Una proposta, solo nel suo periodo di validità; fuori periodo, sconosciuta o altrui: 404 "Proposta non trovata". ${ERP_WHO} Una sessione ospite solo per la proposta del suo link (modulo 8).`,
  checkProposalRules: `Verifica se la proposta può essere accettata ora dal cliente (regole della proposta e del contratto). Stesse regole di accesso di GET /proposals/{id}: fuori periodo, sconosciuta o altrui 404; una sessione ospite solo per la proposta del suo link (modulo 8).`,
  updateProposal:
    'Registra la scelta del cliente su una proposta (actionSelected), una sola volta: una seconda risposta è 409 proposal_already_answered. Il titolare, l’agenzia o la sessione ospite del link della proposta (modulo 8); un delegato 403 scope_forbidden; fuori periodo, sconosciuta o altrui 404.',
  getServices: `I servizi attivabili per commodity e lo stato di ciascuno sulle forniture attive dei clienti della sessione. ${ERP_WHO} ${ERP_GUEST}`,
  createServiceActivationRequest:
    'Chiede l’attivazione di un servizio su una fornitura attiva (pratica AttivazioneServizio). Il titolare o l’agenzia (delegato: 403 scope_forbidden); fornitura sconosciuta o altrui 404; servizio sconosciuto, di un’altra commodity o fornitura non attiva 400; servizio già attivo o già richiesto 409.',
  getMaintenanceContract: `Un contratto di manutenzione con le sue visite. ${ERP_WHO} Sconosciuto o altrui: 404 "Contratto di manutenzione non trovato". ${ERP_GUEST}`,
};
