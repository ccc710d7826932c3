import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPANY_CODES, isValidIban, isValidVatNumber } from '@sportello/domain';
import { BRAND_LIST, BRANDS, brandFor, type Brand } from './index';
import { MAIL_FROM, mailSender } from './mail';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const each = BRAND_LIST.map((b) => [b.code, b] as const);
/** The brand site's domain, from its support e-mail: every link and the mail sender live there. */
const siteDomain = (brand: Brand) => brand.help.email.split('@')[1]!;
const logo = (code: string) =>
  readFileSync(fileURLToPath(new URL(`../logos/${code}.svg`, import.meta.url)), 'utf8');

describe('the brand registry', () => {
  it('has exactly the seven company codes, each under its own code', () => {
    expect(BRAND_LIST.map((b) => b.code)).toEqual([...COMPANY_CODES]);
    for (const code of COMPANY_CODES) expect(BRANDS[code].code).toBe(code);
    expect(brandFor('sga')).toBe(BRANDS.sga);
    expect(brandFor('xyz')).toBe(BRANDS.ast);
    expect(brandFor(undefined)).toBe(BRANDS.ast);
    expect(mailSender(null)).toEqual(mailSender('ast'));
  });

  it('gives each brand its own name, colour, legal entity, apps and mail sender', () => {
    const distinct = (pick: (b: Brand) => string) => new Set(BRAND_LIST.map(pick)).size;
    for (const pick of [
      (b: Brand) => b.name,
      (b: Brand) => b.colors.primary.toLowerCase(),
      (b: Brand) => b.legal.name,
      (b: Brand) => b.legal.vatNumber,
      (b: Brand) => b.appStore.android,
      (b: Brand) => b.appStore.ios,
      (b: Brand) => MAIL_FROM[b.code],
      (b: Brand) => b.help.phone,
    ])
      expect(distinct(pick)).toBe(BRAND_LIST.length);
  });

  it.each(each)(
    '%s: colours are #rrggbb and pass WCAG AA (4.5:1) where text sits on them',
    (_code, brand) => {
      for (const colour of Object.values(brand.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      const { primary, primaryDark, onPrimary, surface } = brand.colors;
      expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5); // button text
      expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5); // PDF headings, sandbox page
      expect(contrast(primaryDark, '#ffffff')).toBeGreaterThanOrEqual(4.5); // headings, links
      expect(contrast(primaryDark, surface)).toBeGreaterThanOrEqual(4.5); // badges on surface
      expect(contrast('#4f5863', surface)).toBeGreaterThanOrEqual(4.5); // muted text in the footer
    },
  );

  it.each(each)('%s: contacts, legal data, links and apps are complete', (_code, brand) => {
    const domain = siteDomain(brand);
    expect(brand.name.trim()).not.toBe('');
    expect(brand.help.phone).toMatch(/^\d{3} \d{3} \d{3}$/);
    expect(brand.help.hours).toMatch(/\d{1,2}:\d{2}-\d{1,2}:\d{2}/);
    expect(brand.help.email).toMatch(/^[a-z.]+@[a-z]+\.example\.it$/);
    expect(brand.legal.name).toMatch(/ S\.(p\.A|r\.l)\.$/);
    // Sede legale: street and number, postcode, town and province.
    expect(brand.legal.address).toMatch(/^.+ \d+(\/[A-Z])?, \d{5} .+ \([A-Z]{2}\)$/);
    expect(isValidVatNumber(brand.legal.vatNumber)).toBe(true);
    const links = [
      brand.help.supportUrl,
      brand.help.helpPageUrl,
      brand.legal.privacyUrl,
      ...brand.siteLinks.map((l) => l.href),
    ];
    for (const link of links) expect(new URL(link).origin).toBe(`https://www.${domain}`);
    expect(brand.siteLinks.length).toBeGreaterThan(0);
    for (const { label } of brand.siteLinks) expect(label.trim()).not.toBe('');
    expect(brand.appStore.android).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
    expect(brand.appStore.ios).toMatch(/^id\d+$/);
  });

  it.each(each)('%s: mail comes from the brand\u2019s own domain, under its name', (_code, brand) => {
    expect(MAIL_FROM[brand.code]).toBe(`no-reply@${siteDomain(brand)}`);
    expect(mailSender(brand.code)).toEqual({ name: brand.name, address: MAIL_FROM[brand.code] });
  });

  it.each(each)('%s: the logo file is an SVG named after the brand, in its colours', (code, brand) => {
    const svg = logo(code);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`role="img" aria-label="${brand.name}"`);
    expect(svg.toLowerCase()).toContain(brand.colors.primary);
  });
});

describe('paying without a card', () => {
  it.each(each)(
    '%s has a valid Italian IBAN, its legal name as beneficiary, well-formed CBILL and postal codes',
    (_code, brand) => {
      expect(isValidIban(brand.payments.iban, { countries: ['IT'] })).toBe(true);
      expect(brand.payments.beneficiary).toBe(brand.legal.name);
      if (brand.payments.cbillCode) expect(brand.payments.cbillCode).toMatch(/^[0-9A-Z]{5}$/);
      if (brand.payments.postalAccount) expect(brand.payments.postalAccount.number).toMatch(/^\d{12}$/);
    },
  );

  it('gives each brand its own account', () => {
    expect(new Set(BRAND_LIST.map((b) => b.payments.iban)).size).toBe(BRAND_LIST.length);
  });
});
