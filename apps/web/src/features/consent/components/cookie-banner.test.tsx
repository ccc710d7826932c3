// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { CONSENT_COOKIE } from '../utils/consent-cookie';
import { resetConsentEngine } from '../utils/consent-engine';
import { CookieBanner } from './cookie-banner';

// The banner calls no API; the server is here so that a stray request fails the test.
setupTestServer();

type Entry = IArguments | Record<string, unknown>;
const updates = () =>
  (window.dataLayer ?? [])
    .filter((e: Entry) => Object.prototype.toString.call(e) === '[object Arguments]')
    .map((e: Entry) => Array.from(e as IArguments))
    .filter((args) => args[0] === 'consent' && args[1] === 'update')
    .map((args) => args[2]);

function storedCategories(): string[] | undefined {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return raw
    ? (JSON.parse(decodeURIComponent(raw)) as { categories: string[] }).categories.sort()
    : undefined;
}

const banner = () => screen.getByRole('region', { name: 'Usiamo i cookie' });

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: the Modal only needs them to open and close.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  // Every case starts from a first visit: no stored choice, the engine not started.
  resetConsentEngine(true);
});

describe('CookieBanner', () => {
  it('a first visit: the banner in Italian, nothing granted before a choice', () => {
    renderWithProviders(<CookieBanner preferencesRequest={0} />);
    expect(banner().textContent).toContain('usa cookie tecnici necessari al funzionamento del portale');
    expect(within(banner()).getByRole('button', { name: 'Accetta' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Personalizza' })).toBeTruthy();
    const privacy = within(banner()).getByRole('link', { name: /Informativa privacy e cookie/ });
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(updates()).toEqual([]);
    expect(storedCategories()).toBeUndefined();
  });

  it('"Accetta" grants every purpose, hides the banner and stores the choice', async () => {
    const { user } = renderWithProviders(<CookieBanner preferencesRequest={0} />);
    await user.click(within(banner()).getByRole('button', { name: 'Accetta' }));
    expect(screen.queryByRole('region', { name: 'Usiamo i cookie' })).toBeNull();
    await waitFor(() => expect(storedCategories()).toEqual(['analytics', 'marketing', 'necessary']));
    expect(updates()).toEqual([
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
  });

  it('the "x" keeps only the necessary cookies', async () => {
    const { user } = renderWithProviders(<CookieBanner preferencesRequest={0} />);
    await user.click(screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }));
    expect(screen.queryByRole('region', { name: 'Usiamo i cookie' })).toBeNull();
    await waitFor(() => expect(storedCategories()).toEqual(['necessary']));
    expect(updates()).toEqual([
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
  });

  it('"Personalizza": per purpose, closing without choosing brings the banner back', async () => {
    const { user } = renderWithProviders(<CookieBanner preferencesRequest={0} />);
    await user.click(within(banner()).getByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
    const necessary = within(dialog).getByRole('switch', { name: /Cookie necessari/ });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('switch', { name: 'Statistiche' }) as HTMLInputElement).checked).toBe(
      false,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(banner()).toBeTruthy();
    expect(updates()).toEqual([]);

    await user.click(within(banner()).getByRole('button', { name: 'Personalizza' }));
    const again = await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
    await user.click(within(again).getByRole('switch', { name: 'Statistiche' }));
    await user.click(within(again).getByRole('button', { name: 'Salva le preferenze' }));
    await waitFor(() => expect(storedCategories()).toEqual(['analytics', 'necessary']));
    expect(updates()).toEqual([
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(screen.queryByRole('region', { name: 'Usiamo i cookie' })).toBeNull();
  });

  it('a remembered choice: no banner, the choice reaches the data layer, the preferences reopen with it', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(
      JSON.stringify({
        categories: ['necessary', 'marketing'],
        revision: 1,
        data: null,
        consentTimestamp: new Date().toISOString(),
        consentId: 'prova',
        services: { necessary: [], analytics: [], marketing: [] },
        languageCode: 'it',
        lastConsentTimestamp: new Date().toISOString(),
        expirationTime: Date.now() + 86_400_000,
      }),
    )}; path=/`;
    const { rerender } = renderWithProviders(<CookieBanner preferencesRequest={0} />);
    expect(screen.queryByRole('region', { name: 'Usiamo i cookie' })).toBeNull();
    await waitFor(() =>
      expect(updates()).toEqual([
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'granted' }),
      ]),
    );

    rerender(<CookieBanner preferencesRequest={1} />);
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
    expect((within(dialog).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(dialog).getByRole('switch', { name: 'Statistiche' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
