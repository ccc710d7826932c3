import type { AppStoreIds, CompanyCode } from '@sportello/domain';

/** Everything that differs between brands: data only, components never name a colour. */
export interface Brand {
  code: CompanyCode;
  name: string;
  /** URL of the brand's SVG logo. */
  logo: string;
  colors: {
    primary: string;
    primaryDark: string;
    onPrimary: string;
    accent: string;
    surface: string;
  };
  help: { phone: string; hours: string; email: string; supportUrl: string; helpPageUrl: string };
  legal: { name: string; address: string; vatNumber: string; privacyUrl: string };
  appStore: AppStoreIds;
  siteLinks: { label: string; href: string }[];
}
