import type { Brand } from './brand';

/** Astra Energia: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'ast',
  name: 'Astra Energia',
  colors: {
    primary: '#0b5cad',
    primaryDark: '#08427d',
    onPrimary: '#ffffff',
    accent: '#f2a900',
    surface: '#eef4fb',
  },
  help: {
    phone: '800 100 200',
    hours: 'lun-ven 8:00-20:00, sab 8:00-13:00',
    email: 'assistenza@astraenergia.example.it',
    supportUrl: 'https://www.astraenergia.example.it/assistenza',
    helpPageUrl: 'https://www.astraenergia.example.it/domande-frequenti',
  },
  legal: {
    name: 'Astra Energia S.p.A.',
    address: 'Via Nazionale 100, 00184 Roma (RM)',
    vatNumber: '07654320584',
    privacyUrl: 'https://www.astraenergia.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.ast', ios: 'id6400000002' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'Astra Energia S.p.A.',
    iban: 'IT46E0503403200000000012345',
    cbillCode: 'AE7K2',
    postalAccount: { number: '001017654321', holder: 'Astra Energia S.p.A.' },
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.astraenergia.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.astraenergia.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.astraenergia.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.astraenergia.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@astraenergia.example.it';
