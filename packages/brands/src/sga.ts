import type { Brand } from './brand';

/** SGA Gas e Luce: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'sga',
  name: 'SGA Gas e Luce',
  colors: {
    primary: '#8a1538',
    primaryDark: '#5e0e26',
    onPrimary: '#ffffff',
    accent: '#e5a823',
    surface: '#f9eef1',
  },
  help: {
    phone: '800 100 400',
    hours: 'lun-ven 9:00-18:00',
    email: 'assistenza@sgagaseluce.example.it',
    supportUrl: 'https://www.sgagaseluce.example.it/assistenza',
    helpPageUrl: 'https://www.sgagaseluce.example.it/domande-frequenti',
  },
  legal: {
    name: 'SGA Gas e Luce S.r.l.',
    address: 'Corso Italia 22, 20122 Milano (MI)',
    vatNumber: '02345670158',
    privacyUrl: 'https://www.sgagaseluce.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.sga', ios: 'id6400000003' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'SGA Gas e Luce S.r.l.',
    iban: 'IT21U0200811700000100200300',
    cbillCode: 'GA9L3',
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.sgagaseluce.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.sgagaseluce.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.sgagaseluce.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.sgagaseluce.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@sgagaseluce.example.it';
