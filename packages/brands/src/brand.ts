import type { AppStoreIds, BrandPaymentDetails, CompanyCode } from '@sportello/domain';

/**
 * Everything that differs between brands, in one place: the web (colours, help, footer, store
 * links), the server (invoice PDF, mail sender, payment sandbox page, the prerendered pages) and
 * the native app's build script all read it. Data only: components never name a colour.
 * The logo is the file `logos/<code>.svg` of this package (the web imports it as an asset URL);
 * the mail sender is each brand file's `mailFrom` export, read through `mail.ts` (server only).
 */
export interface Brand {
  code: CompanyCode;
  /** The name customers know the brand by (page titles, headings, the app's name). */
  name: string;
  colors: {
    /** Buttons, the address bar, the PDF's headings. */
    primary: string;
    /** Headings and links on white and on `surface`. */
    primaryDark: string;
    /** Text on `primary`. */
    onPrimary: string;
    /** Focus rings and highlights (never text). */
    accent: string;
    /** Tinted backgrounds; the app's splash screen. */
    surface: string;
  };
  /** The customer service: phone, opening hours, e-mail and the brand site's help pages. */
  help: { phone: string; hours: string; email: string; supportUrl: string; helpPageUrl: string };
  /** The company behind the brand: ragione sociale, sede legale, partita IVA (also its codice fiscale). */
  legal: { name: string; address: string; vatNumber: string; privacyUrl: string };
  /** The brand's app in the stores: Play Store package (also the iOS bundle id) and App Store id. */
  appStore: AppStoreIds;
  /**
   * Paying a bill without a card: the collection account (IBAN) for the transfer and its EPC QR
   * code, the CBILL code when the retailer collects through CBILL, the postal account when it
   * prints the bollettino (TD 896).
   */
  payments: BrandPaymentDetails;
  /** The brand site's pages the portal's footer links to. */
  siteLinks: { label: string; href: string }[];
}
