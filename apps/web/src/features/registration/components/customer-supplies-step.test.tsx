// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackApi } from '../../../components/ui/feedback-context';
import { CUSTOMER_UP_TO_PRIVACY, startDraft } from '../../../testing/fixtures-registration';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft, type GrantDraft } from '../api/draft';
import { CustomerSuppliesStep } from './customer-supplies-step';

setupTestServer();
beforeEach(() => sessionStorage.clear());

const PROOF = {
  workflowId: 'wf-1',
  method: 'email' as const,
  sentTo: 'ma***@example.it',
  expiresAt: '2099-01-01T10:15:00.000Z',
  attemptsLeft: 3,
};
const GRANT: GrantDraft = {
  customerKey: 'CLI0001',
  customerName: 'Mario Rossi',
  passwordLinkSentTo: 'ma***@example.it',
  supplies: [
    { key: 'FOR0007', commodity: 'luce', address: 'Via Roma 1, Torino' },
    { key: 'FOR0008', commodity: 'gas', address: '' },
  ],
};

function renderStep(grant: GrantDraft | null) {
  startDraft({ ...CUSTOMER_UP_TO_PRIVACY, proof: PROOF, grant });
  const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
  const view = renderWithProviders(
    <FeedbackContext.Provider value={feedback}>
      <CustomerSuppliesStep />
    </FeedbackContext.Provider>,
    {
      route: '/registrazione/cliente-sgr/forniture',
      path: '/registrazione/cliente-sgr/forniture',
      routes: [{ path: '/registrazione/cliente-sgr/:type/dati' }],
      session: { loggedIn: false },
    },
  );
  return { ...view, feedback };
}

describe('CustomerSuppliesStep', () => {
  it('before the proof: back to it', () => {
    const { router } = renderStep(null);
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/private/dati');
  });

  it('answered: the customer found and a line per supply', () => {
    renderStep(GRANT);
    expect(screen.getByTestId('registration-customer-name').textContent).toBe('Mario Rossi');
    expect(screen.getByText('Privato')).toBeTruthy();
    expect(screen.getByText('mariorossi')).toBeTruthy();
    const items = within(screen.getByTestId('registration-supplies')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Via Roma 1, Torino');
    expect(items[1]!.textContent).toContain('Indirizzo non disponibile');
    expect(items[1]!.textContent).toContain('Codice FOR0008');
  });

  it('empty: no active supply is said', () => {
    renderStep({ ...GRANT, supplies: [] });
    expect(screen.getByTestId('registration-no-supplies').textContent).toContain(
      'Non ci sono forniture attive per questo cliente',
    );
    expect(screen.queryByTestId('registration-supplies')).toBeNull();
  });

  it('"Concludi": the draft is forgotten, the feedback names the customer and where the link went', async () => {
    const { user, feedback } = renderStep(GRANT);
    await user.click(screen.getByRole('button', { name: 'Concludi la registrazione' }));
    expect(screen.getByTestId('registration-sent').textContent).toContain('ma***@example.it');
    expect(feedback.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Registrazione completata!',
        description: expect.stringContaining('Mario Rossi') as unknown,
      }),
    );
    expect(readDraft().customer.grant).toBeNull();
  });
});
