export * from './operators';
export * from './requests';
