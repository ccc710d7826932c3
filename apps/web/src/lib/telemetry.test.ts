// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TelemetryModule from './telemetry';

type Telemetry = typeof TelemetryModule;

async function fresh(): Promise<Telemetry> {
  vi.resetModules();
  window.dataLayer = [];
  return import('./telemetry');
}

const asArrays = () =>
  (window.dataLayer ?? []).map((e) =>
    Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as IArguments) : e,
  );

describe('telemetry: consent mode and the social pixel', () => {
  let t: Telemetry;
  beforeEach(async () => {
    t = await fresh();
  });

  it('pushes the default (denied) once, as a gtag arguments object', () => {
    t.pushConsentDefault();
    t.pushConsentDefault();
    expect(window.dataLayer).toHaveLength(1);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
    expect(asArrays()[0]).toEqual([
      'consent',
      'default',
      {
        functionality_storage: 'granted',
        security_storage: 'granted',
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
  });

  it('maps statistics to analytics_storage and marketing to the ad signals', () => {
    expect(t.consentSignals({ analytics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(t.consentSignals({ analytics: false, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('an update follows the default and is announced with an event', () => {
    t.updateConsent({ analytics: true, marketing: true });
    const entries = asArrays();
    expect(entries[0]).toEqual(expect.arrayContaining(['consent', 'default']));
    expect(entries[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    ]);
    expect(entries[2]).toEqual({
      event: 'cookie_consent_update',
      consent_analytics: true,
      consent_marketing: true,
    });
  });

  it('tracks the social pixel page view only with marketing consent', () => {
    t.trackPageView('dashboard');
    expect(t.currentConsent()).toEqual({ analytics: false, marketing: false });
    expect(window.dataLayer).toEqual([]);

    t.updateConsent({ analytics: true, marketing: false });
    t.trackPageView('dashboard');
    expect(
      asArrays().filter(
        (e) => !Array.isArray(e) && (e as { event?: string }).event === 'social_pixel_page_view',
      ),
    ).toEqual([]);

    t.updateConsent({ analytics: false, marketing: true });
    t.trackPageView('supplies');
    expect(asArrays().at(-1)).toEqual({
      event: 'social_pixel_page_view',
      route_name: 'supplies',
      page_path: '/',
    });

    t.updateConsent({ analytics: false, marketing: false });
    const before = window.dataLayer!.length;
    t.trackPageView('invoices');
    expect(window.dataLayer).toHaveLength(before);
  });
});

describe('telemetry: error reporting', () => {
  it('uses trace sample rate 0.5', async () => {
    const t = await fresh();
    expect(t.TRACES_SAMPLE_RATE).toBe(0.5);
  });

  it('is off without a DSN: nothing loads, errors are only logged', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    const t = await fresh();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t.sentryDsn()).toBeUndefined();
    await t.initErrorReporting();
    t.reportError(new Error('boom'));
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    vi.unstubAllEnvs();
  });
});
