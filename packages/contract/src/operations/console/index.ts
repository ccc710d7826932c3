export * from './operators';
export * from './requests';
export * from './customers';
export * from './sends';
export * from './brands';
export * from './audit';
