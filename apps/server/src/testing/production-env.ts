/**
 * Every setting production cannot start without (config.ts PRODUCTION_REQUIRED), with test
 * values: the production tests start from it and take out or change what they test.
 */
export const PRODUCTION_TEST_ENV = {
  MODE: 'production',
  /**
   * Production runs on PostgreSQL only. Nothing listens on port 1: the API tests' helper opens
   * its own database (PGlite in memory, or CI's server) and hands it to the app instead.
   */
  DATABASE_URL: 'postgres://sportello:segreto@127.0.0.1:1/sportello',
  PUBLIC_URL: 'https://sportello.example.it',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SMS_GATEWAY_URL: 'https://sms.example.it/send',
  SMS_GATEWAY_TOKEN: 'segreto',
  CODE_PEPPER: 'pepe-di-prova-lunga-almeno-trentadue-caratteri',
  VAPID_PUBLIC_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
  VAPID_SUBJECT: 'mailto:tecnico@sportello.example.it',
} as const;
