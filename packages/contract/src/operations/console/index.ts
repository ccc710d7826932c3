export * from './operators';
