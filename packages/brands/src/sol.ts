import type { Brand } from './brand';

/** Sole Energia: demo values, fictional (phone numbers, addresses and links are examples). */
const brand: Brand = {
  code: 'sol',
  name: 'Sole Energia',
  colors: {
    primary: '#8a5a00',
    primaryDark: '#5f3e00',
    onPrimary: '#ffffff',
    accent: '#ffc300',
    surface: '#fbf5e8',
  },
  help: {
    phone: '800 100 800',
    hours: 'lun-ven 8:00-19:00, sab 9:00-12:00',
    email: 'assistenza@soleenergia.example.it',
    supportUrl: 'https://www.soleenergia.example.it/assistenza',
    helpPageUrl: 'https://www.soleenergia.example.it/domande-frequenti',
  },
  legal: {
    name: 'Sole Energia S.r.l.',
    address: 'Via Toledo 200, 80134 Napoli (NA)',
    vatNumber: '06789010631',
    privacyUrl: 'https://www.soleenergia.example.it/privacy',
  },
  /** Fictional store ids of the brand's app (the forced update opens its store page). */
  appStore: { android: 'it.example.sportello.sol', ios: 'id6400000007' },
  /** Paying without a card (fictional accounts): the bill's screen and PDF print them. */
  payments: {
    beneficiary: 'Sole Energia S.r.l.',
    iban: 'IT67V0103014200000000777888',
    postalAccount: { number: '000098712345', holder: 'Sole Energia S.r.l.' },
  },
  siteLinks: [
    { label: 'Offerte luce e gas', href: 'https://www.soleenergia.example.it/offerte' },
    { label: 'Chi siamo', href: 'https://www.soleenergia.example.it/chi-siamo' },
    { label: 'Sportelli sul territorio', href: 'https://www.soleenergia.example.it/sportelli' },
    { label: 'Assistenza', href: 'https://www.soleenergia.example.it/assistenza' },
  ],
};

export default brand;

/** The address the brand's mail comes from: server only, so apart (the web's bundle leaves it out). */
export const mailFrom = 'no-reply@soleenergia.example.it';
