import type { Brand } from './brand';

/** Wedo Energia: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'wdo',
  name: 'Wedo Energia',
  colors: {
    primary: '#6b2fa0',
    primaryDark: '#4a1f70',
    onPrimary: '#ffffff',
    accent: '#f4b942',
    surface: '#f3eef9',
  },
  help: {
    phone: '800 100 600',
    hours: 'lun-sab 8:00-20:00',
    email: 'assistenza@wedoenergia.example.it',
    supportUrl: 'https://www.wedoenergia.example.it/assistenza',
    helpPageUrl: 'https://www.wedoenergia.example.it/domande-frequenti',
  },
  legal: {
    name: 'Wedo Energia S.p.A.',
    address: 'Via Roma 5, 10121 Torino (TO)',
    vatNumber: '04567890126',
    privacyUrl: 'https://www.wedoenergia.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.wdo', ios: 'id6400000005' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'Wedo Energia S.p.A.',
    iban: 'IT18A0306234210000001234567',
    cbillCode: 'WD2E5',
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.wedoenergia.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.wedoenergia.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.wedoenergia.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.wedoenergia.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@wedoenergia.example.it';
