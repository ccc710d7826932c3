// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { resetConsentEngine } from '../utils/consent-engine';
import { CookieConsent, openCookiePreferences } from './cookie-consent';

// Consent calls no API; the server is here so that a stray request fails the test.
setupTestServer();

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: the Modal only needs them to open and close.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => resetConsentEngine(true));

type Entry = IArguments | Record<string, unknown>;
const commands = (kind: string) =>
  (window.dataLayer ?? [])
    .filter((e: Entry) => Object.prototype.toString.call(e) === '[object Arguments]')
    .map((e: Entry) => Array.from(e as IArguments))
    .filter((args) => args[0] === 'consent' && args[1] === kind);

describe('CookieConsent (web)', () => {
  it('an undecided visitor: the default denies all but the necessary, the banner shows at once', async () => {
    renderWithProviders(<CookieConsent />);
    const banner = await screen.findByRole('region', { name: 'Usiamo i cookie' });
    expect(within(banner).getByRole('button', { name: 'Accetta' })).toBeTruthy();
    expect(commands('default')).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 }),
      ],
    ]);
    expect(commands('update')).toEqual([]);
  });

  it('"Preferenze cookie" anywhere reopens the preferences', async () => {
    renderWithProviders(<CookieConsent />);
    await screen.findByRole('region', { name: 'Usiamo i cookie' });
    act(() => openCookiePreferences());
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
    expect(within(dialog).getByRole('button', { name: 'Salva le preferenze' })).toBeTruthy();
  });
});
