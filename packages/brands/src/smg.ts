import type { Brand } from './brand';

/** SMG Multiservizi: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'smg',
  name: 'SMG Multiservizi',
  colors: {
    primary: '#b03a00',
    primaryDark: '#7a2800',
    onPrimary: '#ffffff',
    accent: '#ffb703',
    surface: '#fbf0ea',
  },
  help: {
    phone: '800 100 700',
    hours: 'lun-ven 8:00-18:00',
    email: 'assistenza@smgmultiservizi.example.it',
    supportUrl: 'https://www.smgmultiservizi.example.it/assistenza',
    helpPageUrl: 'https://www.smgmultiservizi.example.it/domande-frequenti',
  },
  legal: {
    name: 'SMG Multiservizi S.p.A.',
    address: 'Piazza Maggiore 6, 40124 Bologna (BO)',
    vatNumber: '05678900373',
    privacyUrl: 'https://www.smgmultiservizi.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.smg', ios: 'id6400000006' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'SMG Multiservizi S.p.A.',
    iban: 'IT81J0538712900000000098765',
    postalAccount: { number: '000045678901', holder: 'SMG Multiservizi S.p.A.' },
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.smgmultiservizi.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.smgmultiservizi.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.smgmultiservizi.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.smgmultiservizi.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@smgmultiservizi.example.it';
