// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from './consent-cookie';
import {
  acceptAll,
  acceptedCategory,
  acceptSome,
  hasValidConsent,
  rejectAll,
  startConsentEngine,
} from './consent-engine';

type Entry = IArguments | Record<string, unknown>;
const entries = (): unknown[] =>
  (window.dataLayer ?? []).map((e: Entry) =>
    Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as IArguments) : e,
  );
const events = () =>
  entries().filter((e) => !Array.isArray(e) && (e as { event?: string }).event === 'cookie_consent_update');

function storedChoice(): { categories: string[]; revision: number } | undefined {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return raw
    ? (JSON.parse(decodeURIComponent(raw)) as { categories: string[]; revision: number })
    : undefined;
}

describe('consent engine (vanilla-cookieconsent, main entry)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('starts without patching Object.prototype and without drawing the library UI', async () => {
    await startConsentEngine();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'ie')).toBe(false);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('ie');
    expect(document.getElementById('cc-main')).toBeNull();
    expect(document.body.children).toHaveLength(0);
    // Opt-in: nothing is chosen and nothing optional is accepted before a choice.
    expect(hasValidConsent()).toBe(false);
    expect(acceptedCategory('analytics')).toBe(false);
    expect(storedChoice()).toBeUndefined();
    // Starting twice runs the library once.
    await expect(startConsentEngine()).resolves.toBeUndefined();
  });

  it('"Rifiuta": only the necessary category, remembered and published denied', async () => {
    await startConsentEngine();
    rejectAll();
    expect(hasValidConsent()).toBe(true);
    expect(storedChoice()).toMatchObject({ categories: ['necessary'], revision: 1 });
    expect(events()).toEqual([
      { event: 'cookie_consent_update', consent_analytics: false, consent_marketing: false },
    ]);
  });

  it('a later choice of some purposes changes the cookie and publishes the change', async () => {
    await startConsentEngine();
    acceptSome(['analytics']);
    expect(acceptedCategory('analytics')).toBe(true);
    expect(acceptedCategory('marketing')).toBe(false);
    expect(storedChoice()?.categories.sort()).toEqual(['analytics', 'necessary']);
    expect(events()).toEqual([
      { event: 'cookie_consent_update', consent_analytics: true, consent_marketing: false },
    ]);
  });

  it('"Accetta": every purpose', async () => {
    await startConsentEngine();
    acceptAll();
    expect(acceptedCategory('analytics')).toBe(true);
    expect(acceptedCategory('marketing')).toBe(true);
    expect(storedChoice()?.categories.sort()).toEqual(['analytics', 'marketing', 'necessary']);
    const update = entries().find((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'update');
    expect(update).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    expect(document.getElementById('cc-main')).toBeNull();
  });
});
