import type { Brand as BrandData } from '@sportello/brands';

/**
 * A brand as the web shows it: the registry's data (packages/brands) with the URL of its logo,
 * which the build turns into a hashed asset (only the current brand's one is ever fetched).
 */
export type Brand = BrandData & {
  /** URL of the brand's SVG logo. */
  logo: string;
};
