import type { OwnerData } from './owner-data';

/**
 * Every operation of the served OpenAPI contract, with a valid request that the owner (demo.ast)
 * makes on its own data. The authorization matrix and the fuzz suite both start from this table;
 * a test fails when the contract has an operation the table lacks.
 *
 * `access` says who may call it:
 * - `public`: no session needed (session creation, health, the address service…);
 * - `session`: any session, anonymous included (login, registration, password reset…);
 * - `user`: a logged-in user, on its own user data (notifications, devices, own user);
 * - `customer`: a logged-in user acting for a customer it may act for; the request names the
 *   owner's customer data, so another customer must get 403/404 and never the data.
 *
 * `scope` (customer operations) is the least delegation scope that allows the call: `read`
 * (reading), `pay` (paying), `owner` (any change: contacts, IBAN, address, consents, requests).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'session' | 'user' | 'customer';
export type Scope = 'read' | 'pay' | 'owner';

export interface RequestParts {
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface OperationCase {
  method: Method;
  /** The path template exactly as the OpenAPI document lists it. */
  path: string;
  access: Access;
  scope?: Scope;
  /** A valid request by the owner on its own data. */
  build(o: OwnerData): RequestParts;
  /** A `user` operation whose request names the owner's own user data (ids): others get 403/404. */
  namesOwner?: boolean;
  /**
   * Operations whose success changes state worth keeping out of the other suites' way (logout
   * ends the session used; a password change…): the fuzz suite runs them last.
   */
  last?: boolean;
}

const PORTAL = '/services/rest/portalapi';
const CORE = `${PORTAL}/Core/v1`;
const WFM = `${PORTAL}/Wfm/v1`;
const ERP = `${PORTAL}/Erp/v1`;
const BPM = '/services/rest/bpm/v1';
const STRADARIO = '/services/rest/stradario';
const s = (v: unknown) => String(v);

export const OPERATIONS: OperationCase[] = [
  // ---- operations and health ----------------------------------------------------------------
  { method: 'GET', path: '/healthz', access: 'public', build: () => ({ path: '/healthz' }) },
  { method: 'GET', path: '/readyz', access: 'public', build: () => ({ path: '/readyz' }) },

  // ---- Core: sessions and login ---------------------------------------------------------------
  {
    method: 'POST',
    path: `${CORE}/sessions`,
    access: 'public',
    build: () => ({ path: `${CORE}/sessions`, body: { createNewSessionRequest: { company: 'ast' } } }),
  },
  {
    // The retailer CRM's call: a Bearer token, no session (core-crm.test.ts covers the token).
    method: 'POST',
    path: `${CORE}/crm/sessions`,
    access: 'public',
    build: (o) => ({
      path: `${CORE}/crm/sessions`,
      body: {
        createCrmSessionRequest: { company: 'ast', customerKey: o.customerKey, supplyKey: o.supplyKey },
      },
    }),
  },
  {
    method: 'GET',
    path: `${CORE}/sessions/{id}`,
    access: 'session',
    // The caller's own session id is filled in by the suites (`{session}`).
    build: () => ({ path: `${CORE}/sessions/{session}` }),
  },
  {
    method: 'POST',
    path: `${CORE}/user/login`,
    access: 'session',
    build: () => ({
      path: `${CORE}/user/login`,
      body: { doLoginRequest: { username: 'nessuno.qui', password: 'sbagliata-Ma-Valida!1' } },
    }),
  },
  {
    method: 'DELETE',
    path: `${CORE}/user/logout`,
    access: 'session',
    last: true,
    build: () => ({ path: `${CORE}/user/logout` }),
  },
  { method: 'GET', path: `${CORE}/modules`, access: 'session', build: () => ({ path: `${CORE}/modules` }) },

  // ---- Core: users ------------------------------------------------------------------------------
  {
    method: 'POST',
    path: `${CORE}/users`,
    access: 'session',
    build: () => ({
      path: `${CORE}/users`,
      body: {
        createNewUserRequest: {
          registrationType: 'private',
          customerCode: 'AST0001001',
          fiscalCode: 'RSSMRA80A01H501U',
          email: 'qualcuno@example.com',
          username: 'intruso01',
          privacy: { personalData: true },
        },
      },
    }),
  },
  {
    method: 'GET',
    path: `${CORE}/users`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${CORE}/users`, query: { contractKey: o.contractKey } }),
  },
  {
    method: 'PUT',
    path: `${CORE}/users`,
    access: 'user',
    namesOwner: true,
    build: (o) => ({
      path: `${CORE}/users`,
      body: { updateUserRequest: { id: o.userId, userOptions: '{"onboarding":true}' } },
    }),
  },
  {
    method: 'POST',
    path: `${CORE}/users/validate`,
    access: 'session',
    build: () => ({
      path: `${CORE}/users/validate`,
      body: { validateUserRequest: { username: 'libero01' } },
    }),
  },
  {
    method: 'POST',
    path: `${CORE}/check-fiscal-data`,
    access: 'session',
    build: () => ({
      path: `${CORE}/check-fiscal-data`,
      body: { checkFiscalDataRequest: { fiscalCode: 'RSSMRA80A01H501U' } },
    }),
  },
  {
    method: 'GET',
    path: `${CORE}/users/{id}`,
    access: 'user',
    namesOwner: true,
    build: (o) => ({ path: `${CORE}/users/${o.userId}` }),
  },

  // ---- Core: notifications, devices, links, configuration ---------------------------------------
  {
    method: 'GET',
    path: `${CORE}/notifications`,
    access: 'user',
    build: () => ({ path: `${CORE}/notifications` }),
  },
  {
    method: 'PUT',
    path: `${CORE}/notifications`,
    access: 'user',
    namesOwner: true,
    build: (o) => ({
      path: `${CORE}/notifications`,
      body: { updateNotificationRequest: { id: o.notificationId, readingDate: '2026-01-10T10:00:00Z' } },
    }),
  },
  {
    method: 'GET',
    path: `${CORE}/notifications/{id}`,
    access: 'user',
    namesOwner: true,
    build: (o) => ({ path: `${CORE}/notifications/${o.notificationId}` }),
  },
  {
    method: 'POST',
    path: `${CORE}/devices`,
    access: 'user',
    build: () => ({
      path: `${CORE}/devices`,
      body: { registerDeviceRequest: { fbPushId: 'token-di-prova-1234567890', platform: 'android' } },
    }),
  },
  // The reading reminders' preference (issue 24): the user's own, nobody else's to read or set.
  {
    method: 'GET',
    path: `${CORE}/readingReminders`,
    access: 'user',
    build: () => ({ path: `${CORE}/readingReminders` }),
  },
  {
    method: 'PUT',
    path: `${CORE}/readingReminders`,
    access: 'user',
    // Turned on: the other suites' owner keeps its reminders.
    build: () => ({
      path: `${CORE}/readingReminders`,
      body: { setReadingRemindersRequest: { enabled: true } },
    }),
  },
  {
    method: 'GET',
    path: `${CORE}/devices/web-push-key`,
    access: 'session',
    build: () => ({ path: `${CORE}/devices/web-push-key` }),
  },
  {
    method: 'POST',
    path: `${CORE}/devices/unregister`,
    access: 'user',
    build: () => ({
      path: `${CORE}/devices/unregister`,
      body: { unregisterDeviceRequest: { fbPushId: 'token-di-prova-1234567890' } },
    }),
  },
  {
    method: 'GET',
    path: `${CORE}/links/{id}`,
    access: 'session',
    build: () => ({ path: `${CORE}/links/1`, query: { hashCode: 'non-il-codice-giusto' } }),
  },
  {
    method: 'GET',
    path: `${CORE}/confProperties`,
    access: 'session',
    build: () => ({ path: `${CORE}/confProperties`, query: { propertyName: 'App_min_version' } }),
  },
  {
    method: 'GET',
    path: `${CORE}/helpContacts`,
    access: 'session',
    build: () => ({ path: `${CORE}/helpContacts` }),
  },

  // ---- Core: delegations (the owner's side) ------------------------------------------------------
  {
    method: 'GET',
    path: `${CORE}/delegations`,
    access: 'user',
    build: () => ({ path: `${CORE}/delegations` }),
  },
  {
    method: 'GET',
    path: `${CORE}/delegations/requests/{workflowId}`,
    access: 'user',
    build: () => ({ path: `${CORE}/delegations/requests/wf-inesistente` }),
  },
  {
    method: 'POST',
    path: `${CORE}/delegations/revoke`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${CORE}/delegations/revoke`,
      body: { revokeDelegationRequest: { delegateId: o.userId, customerId: o.customerId } },
    }),
  },

  // ---- Wfm ----------------------------------------------------------------------------------------
  {
    method: 'POST',
    path: `${WFM}/associate-contract-to-user/start`,
    access: 'user',
    build: (o) => ({
      path: `${WFM}/associate-contract-to-user/start`,
      body: {
        associateContractToUserRequest: { customerCode: o.customerKey, fiscalCode: 'RSSMRA80A01H501U' },
      },
    }),
  },
  {
    method: 'POST',
    path: `${WFM}/workflow/task-execute`,
    access: 'session',
    build: () => ({
      path: `${WFM}/workflow/task-execute`,
      body: {
        workflowTaskExecuteRequest: { workflowId: 'wf-inesistente', taskName: 'survey-reply', reply: '5' },
      },
    }),
  },
  {
    method: 'POST',
    path: `${WFM}/ownership-proof/resend`,
    access: 'session',
    build: () => ({
      path: `${WFM}/ownership-proof/resend`,
      body: { ownershipProofResendRequest: { workflowId: 'wf-inesistente' } },
    }),
  },
  {
    method: 'POST',
    path: `${WFM}/password-reset/start`,
    access: 'session',
    build: () => ({
      path: `${WFM}/password-reset/start`,
      body: { passwordResetRequest: { username: 'demo.ast', email: 'altro@example.com' } },
    }),
  },

  // ---- Erp: customers and contracts ------------------------------------------------------------
  { method: 'GET', path: `${ERP}/customers`, access: 'user', build: () => ({ path: `${ERP}/customers` }) },
  {
    method: 'GET',
    path: `${ERP}/customers/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/customers/${o.customerId}` }),
  },
  {
    method: 'GET',
    path: `${ERP}/contracts`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/contracts`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'GET',
    path: `${ERP}/contracts/bollettaclick-can-change`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({
      path: `${ERP}/contracts/bollettaclick-can-change`,
      query: { contractKey: o.contractKey },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/contracts/maintenance`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/contracts/maintenance`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'GET',
    path: `${ERP}/contracts/maintenance/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/contracts/maintenance/${o.maintenanceContractId}` }),
  },
  {
    method: 'GET',
    path: `${ERP}/contracts/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/contracts/${o.contractId}` }),
  },

  // ---- Erp: supplies and offers -----------------------------------------------------------------
  {
    method: 'GET',
    path: `${ERP}/supplies`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/supplies`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'PUT',
    path: `${ERP}/supplies`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/supplies`,
      body: { updateSupplyRequest: { id: o.supplyId, nickname: 'Casa Roma' } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/supplies/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/supplies/${o.supplyId}`, query: { includeTechnicalData: 'true' } }),
  },
  {
    method: 'GET',
    path: `${ERP}/offers`,
    access: 'session',
    build: () => ({ path: `${ERP}/offers` }),
  },
  {
    method: 'GET',
    path: `${ERP}/services`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/services`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/serviceActivation`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/serviceActivation`,
      body: { serviceActivationRequest: { supplyKey: o.supplyKey, serviceCode: 'LUCE-ASSIST' } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/offers/{id}`,
    access: 'session',
    build: (o) => ({ path: `${ERP}/offers/${o.offerCode}`, query: { useExtKey: 'true' } }),
  },

  // ---- Erp: invoices, payments, documents ------------------------------------------------------
  {
    method: 'GET',
    path: `${ERP}/invoices`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/invoices`, query: { customerId: s(o.customerId) } }),
  },
  {
    method: 'GET',
    path: `${ERP}/invoices/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/invoices/${o.invoiceId}` }),
  },
  {
    method: 'GET',
    path: `${ERP}/invoices/{id}/detail`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/invoices/${o.invoiceId}/detail` }),
  },
  // ---- Erp: money (issue 25) ------------------------------------------------------------------
  {
    method: 'GET',
    path: `${ERP}/invoices/{id}/installment-options`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/invoices/${o.invoiceId}/installment-options` }),
  },
  {
    method: 'GET',
    path: `${ERP}/invoices/{id}/explanation`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/invoices/${o.invoiceId}/explanation` }),
  },
  {
    method: 'GET',
    path: `${ERP}/invoices/{id}/rettifica`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/invoices/${o.invoiceId}/rettifica` }),
  },
  {
    method: 'POST',
    path: `${ERP}/invoices/{id}/rettifica`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/invoices/${o.invoiceId}/rettifica`,
      body: { rettificaRequest: { registers: [{ band: null, value: '12345' }] } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/balance`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/balance`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/credit-refund`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/credit-refund`,
      body: { creditRefundRequest: { customerKey: o.customerKey, mode: 'compensazione' } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/bill-forecasts`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/bill-forecasts`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'GET',
    path: `${ERP}/installments`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/installments`, query: { invoiceId: s(o.invoiceId) } }),
  },
  {
    method: 'GET',
    path: `${ERP}/insolvencies`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/insolvencies`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'POST',
    path: `${ERP}/payments`,
    access: 'customer',
    scope: 'pay',
    build: (o) => ({
      path: `${ERP}/payments`,
      body: {
        createPaymentRequest: {
          gatewayId: 1,
          payKind: 'Invoices',
          totalAmount: o.invoiceTotal,
          items: { item: [{ invoiceId: o.invoiceId, amount: o.invoiceTotal }] },
        },
      },
    }),
  },
  {
    method: 'PUT',
    path: `${ERP}/payments`,
    access: 'customer',
    scope: 'pay',
    build: (o) => ({
      path: `${ERP}/payments`,
      body: { updatePaymentRequest: { id: o.paymentId, userOutcome: 'KO' } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/payments/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/payments/${o.paymentId}` }),
  },
  {
    method: 'GET',
    path: `${ERP}/documents`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({
      path: `${ERP}/documents`,
      query: { archiviationKey: o.archiviationKey, documentType: 'Invoice' },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/documents/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/documents/${o.documentId}` }),
  },
  {
    method: 'GET',
    path: `${ERP}/documents/{id}/exists`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/documents/${o.documentId}/exists` }),
  },

  // ---- Erp: requests ------------------------------------------------------------------------------
  {
    method: 'POST',
    path: `${ERP}/requests/information`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/information`,
      body: {
        informationRequest: { customerKey: o.customerKey, subject: 'Bolletta', message: 'Una domanda' },
      },
    }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/installments`,
    access: 'customer',
    scope: 'pay',
    build: (o) => ({
      path: `${ERP}/requests/installments`,
      body: { installmentsRequest: { invoiceId: o.invoiceId, contractKey: o.contractKey } },
    }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/emailInvoice`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/emailInvoice`,
      body: { emailInvoiceRequest: { contractKey: o.contractKey, enabled: false } },
    }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/billingOptions`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/billingOptions`,
      body: { billingOptionsRequest: { contractKey: o.contractKey, invoiceFormat: 'Dettagliata' } },
    }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/shippingAddress`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/shippingAddress`,
      body: {
        shippingAddressRequest: {
          contractKey: o.contractKey,
          shippingAddress: {
            streetGeneric: 'Via',
            streetName: 'Roma',
            civicNumber: '1',
            city: 'Torino',
            province: 'TO',
            postalCode: '10123',
          },
        },
      },
    }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/bankAccountChange`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/bankAccountChange`,
      body: { bankAccountChangeRequest: { contractKey: o.contractKey, action: 'Revoke' } },
    }),
  },
  {
    method: 'POST',
    path: `${ERP}/requests/accountData`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/requests/accountData`,
      body: { accountDataRequest: { customerKey: o.customerKey, privacyOthers: true } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/requests`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/requests`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'GET',
    path: `${ERP}/requests/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/requests/${o.requestId}` }),
  },

  // ---- Erp: metering, consumption, PUN, proposals ------------------------------------------------
  {
    method: 'GET',
    path: `${ERP}/consumptions`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/consumptions`, query: { supplyKey: o.supplyKey, detail: 'daily' } }),
  },
  {
    method: 'GET',
    path: `${ERP}/readings`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/readings`, query: { supplyKey: o.gasKey } }),
  },
  {
    method: 'GET',
    path: `${ERP}/metering/readingWindow`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/metering/readingWindow`, query: { supplyKey: o.gasKey } }),
  },
  {
    method: 'GET',
    path: `${ERP}/metering/describeMeterGroup`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/metering/describeMeterGroup`, query: { supplyKey: o.supplyKey } }),
  },
  {
    method: 'POST',
    path: `${ERP}/metering/insertReadings`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/metering/insertReadings`,
      body: { insertReadingsRequest: { supplyKey: o.gasKey, value: '99999' } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/quotations`,
    access: 'session',
    build: () => ({ path: `${ERP}/quotations`, query: { detail: 'daily' } }),
  },
  {
    method: 'GET',
    path: `${ERP}/proposals`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/proposals`, query: { customerKey: o.customerKey } }),
  },
  {
    method: 'PUT',
    path: `${ERP}/proposals`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${ERP}/proposals`,
      body: { updateProposalRequest: { id: o.proposalId, actionSelected: 'Rifiutata' } },
    }),
  },
  {
    method: 'GET',
    path: `${ERP}/proposals/{id}`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/proposals/${o.proposalId}` }),
  },
  {
    method: 'GET',
    path: `${ERP}/proposals/{id}/check-rules`,
    access: 'customer',
    scope: 'read',
    build: (o) => ({ path: `${ERP}/proposals/${o.proposalId}/check-rules` }),
  },

  // ---- contact form, verification, address service ------------------------------------------------
  {
    method: 'POST',
    path: `${PORTAL}/Contact/v1/requests`,
    access: 'customer',
    // Filed in the customer's name: the owner's only, as the information request (issue 18).
    scope: 'owner',
    build: (o) => ({
      path: `${PORTAL}/Contact/v1/requests`,
      body: {
        contactRequest: {
          customer: { key: o.customerKey },
          contract: { key: o.contractKey },
          subject: 'bolletta',
          description: 'Una domanda sulla bolletta',
          mobilephone: '3471234567',
        },
      },
    }),
  },
  {
    method: 'POST',
    path: `${BPM}/email-check`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${BPM}/email-check`,
      body: {
        emailCheckRequest: { email: 'nuova@example.com', company: 'ast', accountNumber: o.customerKey },
      },
    }),
  },
  {
    method: 'POST',
    path: `${BPM}/phone-check`,
    access: 'customer',
    scope: 'owner',
    build: (o) => ({
      path: `${BPM}/phone-check`,
      body: { phoneCheckRequest: { phoneNum: '3471234567', company: 'ast', accountNumber: o.customerKey } },
    }),
  },
  {
    method: 'POST',
    path: `${BPM}/otp-verification`,
    access: 'session',
    build: () => ({
      path: `${BPM}/otp-verification`,
      body: { otpVerificationRequest: { workflowId: 'wf-inesistente', code: '1234' } },
    }),
  },
  {
    method: 'GET',
    path: `${STRADARIO}/getTown`,
    access: 'session',
    build: () => ({ path: `${STRADARIO}/getTown`, query: { stxt: 'Tori' } }),
  },
  {
    method: 'GET',
    path: `${STRADARIO}/getStreet`,
    access: 'session',
    build: () => ({ path: `${STRADARIO}/getStreet`, query: { stxt: 'Rom', tKey: '001272' } }),
  },
  {
    method: 'POST',
    path: `${STRADARIO}/checkAddress`,
    access: 'session',
    build: () => ({
      path: `${STRADARIO}/checkAddress`,
      body: { checkAddressRequest: { streetName: 'Via Roma', civicNumber: '1', city: 'Torino' } },
    }),
  },

  // ---- demo mode only -------------------------------------------------------------------------------
  { method: 'GET', path: '/dev/outbox', access: 'public', build: () => ({ path: '/dev/outbox' }) },
  {
    method: 'POST',
    path: '/dev/push',
    access: 'public',
    build: () => ({ path: '/dev/push', body: { sendDemoPushRequest: { username: 'demo.ast' } } }),
  },
];

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
