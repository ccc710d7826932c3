export * from './common';
export * from './core';
export * from './erp';
