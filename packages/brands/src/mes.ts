import type { Brand } from './brand';

/** Mestre Energia: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'mes',
  name: 'Mestre Energia',
  colors: {
    primary: '#005f73',
    primaryDark: '#00404e',
    onPrimary: '#ffffff',
    accent: '#94d2bd',
    surface: '#eaf4f6',
  },
  help: {
    phone: '800 100 500',
    hours: 'lun-ven 8:00-17:00',
    email: 'assistenza@mestreenergia.example.it',
    supportUrl: 'https://www.mestreenergia.example.it/assistenza',
    helpPageUrl: 'https://www.mestreenergia.example.it/domande-frequenti',
  },
  legal: {
    name: 'Mestre Energia S.r.l.',
    address: 'Via Piave 1, 30171 Venezia (VE)',
    vatNumber: '03456780273',
    privacyUrl: 'https://www.mestreenergia.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.mes', ios: 'id6400000004' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'Mestre Energia S.r.l.',
    iban: 'IT54W0832703400000000054321',
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.mestreenergia.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.mestreenergia.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.mestreenergia.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.mestreenergia.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@mestreenergia.example.it';
