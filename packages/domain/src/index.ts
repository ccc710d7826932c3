export * from './companies';
export * from './messages';
export * from './constants';
