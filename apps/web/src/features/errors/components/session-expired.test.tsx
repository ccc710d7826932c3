// @vitest-environment jsdom
import { MESSAGES } from '@sportello/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SessionExpiredNotice } from './session-expired';

afterEach(cleanup);

describe('SessionExpiredNotice', () => {
  it('says the session expired, focused, and "Vai al login" acknowledges it and goes to the login', async () => {
    const acknowledgeExpired = vi.fn();
    const { user, router } = renderWithProviders(<SessionExpiredNotice />, {
      route: '/dashboard',
      routes: [{ path: '/login' }],
      session: { acknowledgeExpired },
    });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(MESSAGES.sessionExpiredTitle);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(MESSAGES.sessionExpiredText)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MESSAGES.sessionExpiredButton }));
    expect(acknowledgeExpired).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /login' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
