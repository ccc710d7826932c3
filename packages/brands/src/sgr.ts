import type { Brand } from './brand';

/** SGR Energia: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'sgr',
  name: 'SGR Energia',
  colors: {
    primary: '#00703c',
    primaryDark: '#004d29',
    onPrimary: '#ffffff',
    accent: '#8cc63f',
    surface: '#eef7f1',
  },
  help: {
    phone: '800 100 300',
    hours: 'lun-ven 8:30-19:00',
    email: 'assistenza@sgrenergia.example.it',
    supportUrl: 'https://www.sgrenergia.example.it/assistenza',
    helpPageUrl: 'https://www.sgrenergia.example.it/domande-frequenti',
  },
  legal: {
    name: 'SGR Servizi Energia S.p.A.',
    address: 'Via Chiabrera 34/D, 47924 Rimini (RN)',
    vatNumber: '01234560991',
    privacyUrl: 'https://www.sgrenergia.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.sgr', ios: 'id6400000001' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'SGR Servizi Energia S.p.A.',
    iban: 'IT26D0306901600100000001234',
    cbillCode: 'SG4R1',
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.sgrenergia.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.sgrenergia.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.sgrenergia.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.sgrenergia.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@sgrenergia.example.it';
