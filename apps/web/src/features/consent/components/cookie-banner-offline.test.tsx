// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { acceptAll, startConsentEngine } from '../utils/consent-engine';
import { CookieBanner } from './cookie-banner';

// The engine loads at the first click: here it cannot start (a download lost offline).
vi.mock('../utils/consent-engine', () => ({
  startConsentEngine: vi.fn(() => Promise.reject(new Error('offline'))),
  acceptAll: vi.fn(),
  rejectAll: vi.fn(),
  acceptSome: vi.fn(),
  acceptedCategory: vi.fn(() => false),
  hasValidConsent: vi.fn(() => false),
}));

setupTestServer();

describe('CookieBanner without its engine', () => {
  it('a choice that could not be stored brings the banner back, to ask again', async () => {
    const { user } = renderWithProviders(<CookieBanner preferencesRequest={0} />);
    const banner = screen.getByRole('region', { name: 'Usiamo i cookie' });
    await user.click(within(banner).getByRole('button', { name: 'Accetta' }));
    expect(await screen.findByRole('region', { name: 'Usiamo i cookie' })).toBeTruthy();
    expect(startConsentEngine).toHaveBeenCalled();
    expect(acceptAll).not.toHaveBeenCalled();
  });
});
