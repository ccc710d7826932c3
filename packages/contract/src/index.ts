export * from './common';
export * from './core';
export * from './erp';
export * from './core-users';
export * from './core-notifications';
export * from './wfm';
export * from './bpm';
