// @vitest-environment jsdom
import { updateUser } from '@sportello/contract/endpoints';
import { withOnboardingSeen } from '@sportello/domain/onboarding';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../testing/fixtures-auth';
import { handle, refuse } from '../../../testing/handlers';
import { renderWithProviders, testSession } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { OnboardingTour, TOUR_STEPS } from './onboarding-tour';

const user = userFixture({ id: 11, userOptions: '{"lang":"it"}' });
const sent: unknown[] = [];
const server = setupTestServer(
  handle(updateUser, ({ body }) => {
    sent.push(body);
    return { updateUserResponse: { success: true as const, user } };
  }),
);

function renderTour(loggedIn = true) {
  sent.length = 0;
  const onClose = vi.fn();
  const refresh = vi.fn(() => Promise.resolve(null));
  const view = renderWithProviders(<OnboardingTour onClose={onClose} />, {
    session: { loggedIn, session: testSession('ast', { user }), refresh },
  });
  return { ...view, onClose, refresh };
}

const title = () => screen.getByRole('heading', { level: 2 });

describe('OnboardingTour', () => {
  it('steps forward and back with the buttons and the arrows, the title taking the focus', async () => {
    const { user: person } = renderTour();
    expect(screen.getByText(`Passo 1 di ${TOUR_STEPS.length}`)).toBeTruthy();
    expect(title().textContent).toBe(TOUR_STEPS[0]!.title);
    expect(screen.queryByRole('button', { name: 'Indietro' })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(title().textContent).toBe(TOUR_STEPS[1]!.title);
    expect(document.activeElement).toBe(title());
    const dots = within(screen.getByRole('list', { name: 'Passi del tour' })).getAllByRole('listitem');
    expect(dots[1]!.getAttribute('aria-current')).toBe('step');
    await person.keyboard('{ArrowRight}{ArrowRight}');
    expect(title().textContent).toBe(TOUR_STEPS[3]!.title);
    await person.keyboard('{ArrowRight}');
    expect(title().textContent).toBe(TOUR_STEPS[3]!.title);
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    await person.keyboard('{ArrowLeft}');
    await person.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(title().textContent).toBe(TOUR_STEPS[1]!.title);
  });

  it('"Inizia" at the end records the tour as seen in the user’s options, refreshes the session, closes', async () => {
    const { user: person, onClose, refresh } = renderTour();
    for (let i = 1; i < TOUR_STEPS.length; i++)
      await person.click(screen.getByRole('button', { name: 'Avanti' }));
    await person.click(screen.getByRole('button', { name: 'Inizia' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { updateUserRequest: { id: 11, userOptions: withOnboardingSeen('{"lang":"it"}') } },
    ]);
    expect(refresh).toHaveBeenCalled();
  });

  it('Esc skips the tour and records it too', async () => {
    const { user: person, onClose } = renderTour();
    await person.keyboard('{Escape}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
  });

  it('a refused save still closes (the tour shows again next time)', async () => {
    server.use(refuse(updateUser, 500, 'Errore'));
    const { user: person, onClose, refresh } = renderTour();
    await person.click(screen.getByRole('button', { name: 'Salta il tour' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a logged-in user nothing is saved', async () => {
    const { user: person, onClose } = renderTour(false);
    await person.click(screen.getByRole('button', { name: 'Salta il tour' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([]);
  });
});
