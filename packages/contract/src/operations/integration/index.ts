// The integration API (/services/rest/integration/v1): one line per part of issue 20.
export * from './tokens-and-jobs';
export * from './requests';
export * from './invoices';
export * from './metering';
export * from './prices';
export * from './customers';
export * from './payments';
export * from './messages';
