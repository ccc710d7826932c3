/**
 * The zod schemas of each operation of the contract, by method and full path: params, query,
 * body and the 200 (or 201) response, named as this package exports them. The endpoint table
 * (endpoints.ts) takes its types from here (a type-only import, so none of this reaches a
 * browser bundle); the server's contract test checks every entry against the route it serves.
 */
export const ENDPOINT_SCHEMAS = {
  'GET /healthz': {},
  'GET /readyz': {},
  'POST /services/rest/portalapi/Core/v1/sessions': {
    body: 'createNewSessionRequestSchema',
    response: 'createNewSessionResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/sessions/{id}': { response: 'getSessionResponseSchema' },
  'POST /services/rest/portalapi/Core/v1/user/login': {
    body: 'doLoginRequestSchema',
    response: 'doLoginResponseSchema',
  },
  'DELETE /services/rest/portalapi/Core/v1/user/logout': { response: 'doLogoutResponseSchema' },
  'GET /services/rest/portalapi/Core/v1/modules': { response: 'getModulesResponseSchema' },
  'POST /services/rest/portalapi/Core/v1/users': {
    body: 'createNewUserRequestSchema',
    response: 'createNewUserResponseSchema',
  },
  'POST /services/rest/portalapi/Core/v1/users/validate': {
    body: 'validateUserRequestSchema',
    response: 'validateUserResponseSchema',
  },
  'POST /services/rest/portalapi/Core/v1/check-fiscal-data': {
    body: 'checkFiscalDataRequestSchema',
    response: 'checkFiscalDataResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/users/{id}': { params: 'idParam', response: 'getUserResponseSchema' },
  'GET /services/rest/portalapi/Core/v1/users': {
    query: 'getUsersQuerySchema',
    response: 'getUsersResponseSchema',
  },
  'PUT /services/rest/portalapi/Core/v1/users': {
    body: 'updateUserRequestSchema',
    response: 'updateUserResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/notifications': {
    query: 'getNotificationsQuerySchema',
    response: 'getNotificationsResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/notifications/{id}': {
    params: 'idParam',
    response: 'getNotificationResponseSchema',
  },
  'PUT /services/rest/portalapi/Core/v1/notifications': {
    body: 'updateNotificationRequestSchema',
    response: 'updateNotificationResponseSchema',
  },
  'POST /services/rest/portalapi/Core/v1/devices': {
    body: 'registerDeviceRequestSchema',
    response: 'registerDeviceResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/devices/web-push-key': { response: 'getWebPushKeyResponseSchema' },
  'POST /services/rest/portalapi/Core/v1/devices/unregister': {
    body: 'unregisterDeviceRequestSchema',
    response: 'unregisterDeviceResponseSchema',
  },
  'POST /services/rest/portalapi/Core/v1/crm/sessions': {
    body: 'createCrmSessionRequestSchema',
    response: 'createCrmSessionResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/links/{id}': {
    params: 'idParam',
    query: 'linkQuerySchema',
    response: 'getLinkResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/confProperties': {
    query: 'confPropertiesQuerySchema',
    response: 'getConfPropertiesResponseSchema',
  },
  'GET /services/rest/portalapi/Core/v1/delegations': { response: 'getDelegationsResponseSchema' },
  'GET /services/rest/portalapi/Core/v1/delegations/requests/{workflowId}': {
    params: 'delegationRequestParams',
    response: 'getDelegationRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Core/v1/delegations/revoke': {
    body: 'revokeDelegationRequestSchema',
    response: 'revokeDelegationResponseSchema',
  },
  'POST /services/rest/portalapi/Wfm/v1/associate-contract-to-user/start': {
    body: 'associateContractToUserRequestSchema',
    response: 'associateContractToUserResponseSchema',
  },
  'POST /services/rest/portalapi/Wfm/v1/workflow/task-execute': {
    body: 'workflowTaskExecuteRequestSchema',
    response: 'workflowTaskExecuteResponseSchema',
  },
  'POST /services/rest/portalapi/Wfm/v1/password-reset/start': {
    body: 'passwordResetRequestSchema',
    response: 'passwordResetResponseSchema',
  },
  'POST /services/rest/portalapi/Wfm/v1/ownership-proof/resend': {
    body: 'ownershipProofResendRequestSchema',
    response: 'ownershipProofResendResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/customers': {
    query: 'getCustomersQuerySchema',
    response: 'getCustomersResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/customers/{id}': {
    params: 'idParam',
    response: 'getCustomerResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/contracts': {
    query: 'getContractsQuerySchema',
    response: 'getContractsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/contracts/bollettaclick-can-change': {
    query: 'bollettaclickCanChangeQuerySchema',
    response: 'bollettaclickCanChangeResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/contracts/maintenance': {
    query: 'getMaintenanceContractsQuerySchema',
    response: 'getMaintenanceContractsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/contracts/{id}': {
    params: 'idOrKeyParam',
    query: 'useExtKeyQuery',
    response: 'getContractResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/supplies': {
    query: 'getSuppliesQuerySchema',
    response: 'getSuppliesResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/supplies/{id}': {
    params: 'idOrKeyParam',
    query: 'getSupplyQuerySchema',
    response: 'getSupplyResponseSchema',
  },
  'PUT /services/rest/portalapi/Erp/v1/supplies': {
    body: 'updateSupplyRequestSchema',
    response: 'updateSupplyResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/offers/{id}': {
    params: 'idOrKeyParam',
    query: 'useExtKeyQuery',
    response: 'getOfferResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/invoices': {
    query: 'getInvoicesQuerySchema',
    response: 'getInvoicesResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/invoices/{id}': {
    params: 'idOrKeyParam',
    query: 'useExtKeyQuery',
    response: 'getInvoiceResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/invoices/{id}/detail': {
    params: 'idParam',
    response: 'getInvoiceDetailResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/installments': {
    query: 'getInstallmentsQuerySchema',
    response: 'getInstallmentsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/insolvencies': {
    query: 'getInsolvenciesQuerySchema',
    response: 'getInsolvenciesResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/payments': {
    body: 'createPaymentRequestSchema',
    response: 'createPaymentResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/payments/{id}': {
    params: 'idParam',
    response: 'getPaymentResponseSchema',
  },
  'PUT /services/rest/portalapi/Erp/v1/payments': {
    body: 'updatePaymentRequestSchema',
    response: 'updatePaymentResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/documents': {
    query: 'getDocumentsQuerySchema',
    response: 'getDocumentsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/documents/{id}': {
    params: 'idParam',
    response: 'getDocumentResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/documents/{id}/exists': {
    params: 'idParam',
    response: 'documentExistsResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/information': {
    body: 'informationRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/installments': {
    body: 'installmentsRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/emailInvoice': {
    body: 'emailInvoiceRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/billingOptions': {
    body: 'billingOptionsRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/shippingAddress': {
    body: 'shippingAddressRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/bankAccountChange': {
    body: 'bankAccountChangeRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/accountData': {
    body: 'accountDataRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/requests': {
    query: 'getRequestsQuerySchema',
    response: 'getRequestsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/requests/{id}': {
    params: 'idParam',
    response: 'getRequestResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/consumptions': {
    query: 'getConsumptionsQuerySchema',
    response: 'getConsumptionsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/readings': {
    query: 'getReadingsQuerySchema',
    response: 'getReadingsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/metering/readingWindow': {
    query: 'supplyKeyQuerySchema',
    response: 'readingWindowResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/metering/describeMeterGroup': {
    query: 'supplyKeyQuerySchema',
    response: 'describeMeterGroupResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/metering/insertReadings': {
    body: 'insertReadingsRequestSchema',
    response: 'insertReadingsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/quotations': {
    query: 'getQuotationsQuerySchema',
    response: 'getQuotationsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/proposals': {
    query: 'getProposalsQuerySchema',
    response: 'getProposalsResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/proposals/{id}': {
    params: 'idParam',
    response: 'getProposalResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/proposals/{id}/check-rules': {
    params: 'idParam',
    response: 'checkProposalRulesResponseSchema',
  },
  'PUT /services/rest/portalapi/Erp/v1/proposals': {
    body: 'updateProposalRequestSchema',
    response: 'updateProposalResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/services': {
    query: 'getServicesQuerySchema',
    response: 'getServicesResponseSchema',
  },
  'POST /services/rest/portalapi/Erp/v1/requests/serviceActivation': {
    body: 'serviceActivationRequestSchema',
    response: 'createRequestResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/contracts/maintenance/{id}': {
    params: 'idParam',
    response: 'getMaintenanceContractResponseSchema',
  },
  'GET /services/rest/portalapi/Erp/v1/offers': { response: 'getOffersResponseSchema' },
  'POST /services/rest/portalapi/Contact/v1/requests': {
    body: 'contactRequestSchema',
    response: 'contactResponseSchema',
  },
  'POST /services/rest/bpm/v1/email-check': {
    body: 'emailCheckRequestSchema',
    response: 'emailCheckResponseSchema',
  },
  'POST /services/rest/bpm/v1/phone-check': {
    body: 'phoneCheckRequestSchema',
    response: 'phoneCheckResponseSchema',
  },
  'POST /services/rest/bpm/v1/otp-verification': {
    body: 'otpVerificationRequestSchema',
    response: 'otpVerificationResponseSchema',
  },
  'GET /services/rest/stradario/getTown': { query: 'getTownQuerySchema', response: 'getTownResponseSchema' },
  'GET /services/rest/stradario/getStreet': {
    query: 'getStreetQuerySchema',
    response: 'getStreetResponseSchema',
  },
  'POST /services/rest/stradario/checkAddress': {
    body: 'checkAddressRequestSchema',
    response: 'checkAddressResponseSchema',
  },
  'GET /dev/outbox': { query: 'outboxQuerySchema', response: 'outboxResponseSchema' },
  'POST /dev/push': { body: 'sendDemoPushRequestSchema', response: 'sendDemoPushResponseSchema' },
} as const;
