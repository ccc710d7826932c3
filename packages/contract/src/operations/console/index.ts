export * from './operators';
export * from './requests';
export * from './customers';
