// @vitest-environment jsdom
import {
  createAccountDataRequest,
  getCustomer,
  startEmailCheck,
  verifyOtp,
} from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import type { PendingVerification } from '@sportello/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { local, LOCAL_KEYS } from '../../../lib/storage';
import { customerFixture } from '../../../testing/fixtures-customers';
import { registryRequestFixture } from '../../../testing/fixtures-profile';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { CodeCheck } from './code-check';

const server = setupTestServer(
  answer(getCustomer, { getCustomerResponse: customerFixture() }),
  answer(createAccountDataRequest, { createRequestResponse: registryRequestFixture('IR001') }),
);

function pendingCheck(overrides: Partial<PendingVerification> = {}): PendingVerification {
  return {
    workflowId: 'wf-1',
    field: 'email',
    value: 'nuova@example.it',
    customerKey: 'CLI0001',
    expiresAt: '2099-01-01T09:00:00Z',
    // Long ago: a new code may be asked at once.
    sentAt: '2020-01-01T09:00:00Z',
    ...overrides,
  };
}

function check(pending: PendingVerification | null = pendingCheck()) {
  if (pending) local.set(LOCAL_KEYS.pendingEmailCheck, JSON.stringify(pending));
  const rendered = renderWithProviders(<CodeCheck kind="email" />);
  return {
    ...rendered,
    code: () => screen.getByLabelText('Codice di verifica') as HTMLInputElement,
    verify: () => screen.getByRole('button', { name: 'Verifica' }) as HTMLButtonElement,
  };
}

afterEach(() => local.remove(LOCAL_KEYS.pendingEmailCheck));

describe('CodeCheck', () => {
  it('loading, then where the code went and when it expires', async () => {
    const held = hold(getCustomer);
    server.use(held.handler);
    check();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei tuoi dati…');
    held.release();
    expect((await screen.findByTestId('code-destination')).textContent).toBe('nuova@example.it');
    expect(screen.getByTestId('code-expiry').textContent).toMatch(/^Il codice scade alle \d{2}:\d{2}\.$/);
  });

  it('error: says so and "Riprova" reads the customer again', async () => {
    server.use(refuse(getCustomer, 500, 'Errore', { once: true }));
    const { user } = check();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare i tuoi dati.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByTestId('code-destination')).textContent).toBe('nuova@example.it');
  });

  it('a check started for another customer is not this one’s', async () => {
    check(pendingCheck({ customerKey: 'CLI0002' }));
    expect(await screen.findByTestId('no-pending-check')).toBeTruthy();
  });

  it('without a pending check (or one of another customer) it says so', async () => {
    check(null);
    expect((await screen.findByTestId('no-pending-check')).textContent).toContain(
      'Non c’è nessuna verifica in corso',
    );
    expect(screen.getByRole('link', { name: 'Modifica e-mail' }).getAttribute('href')).toBe('/edit-email');
  });

  it('a short code is refused before asking, with the focus on the field', async () => {
    let asked = 0;
    server.use(
      handle(verifyOtp, () => {
        asked += 1;
        return { otpVerificationResponse: { matches: true, attemptsLeft: 4 } };
      }),
    );
    const { user, code, verify } = check();
    await user.type(await screen.findByLabelText('Codice di verifica'), '1a2');
    expect(code().value).toBe('12');
    await user.click(verify());
    expect((await screen.findByTestId('code-error')).textContent).toBe('Il codice non è corretto');
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code());
    expect(asked).toBe(0);
  });

  it('a wrong code tells the attempts left and empties the field', async () => {
    server.use(answer(verifyOtp, { otpVerificationResponse: { matches: false, attemptsLeft: 4 } }));
    const { user, code, verify } = check();
    await user.type(await screen.findByLabelText('Codice di verifica'), '9999');
    await user.click(verify());
    expect((await screen.findByTestId('code-error')).textContent).toBe(
      'Il codice non è corretto. Ti restano 4 tentativi.',
    );
    expect(code().value).toBe('');
  });

  it('the last wrong attempt locks the field until a new code is asked', async () => {
    server.use(
      answer(verifyOtp, { otpVerificationResponse: { matches: false, attemptsLeft: 0 } }),
      answer(startEmailCheck, {
        emailCheckResponse: { workflowId: 'wf-2', expiresAt: '2099-01-01T10:00:00Z' },
      }),
    );
    const { user, code, verify } = check();
    await user.type(await screen.findByLabelText('Codice di verifica'), '9999');
    await user.click(verify());
    expect((await screen.findByTestId('code-error')).textContent).toBe(
      'Il codice non è corretto. Hai esaurito i tentativi: richiedi un nuovo codice.',
    );
    expect(code().disabled).toBe(true);
    expect(verify().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Invia un nuovo codice' }));
    expect((await screen.findByTestId('code-info')).textContent).toContain(
      'Ti abbiamo inviato un nuovo codice',
    );
    expect(code().disabled).toBe(false);
    expect(screen.queryByTestId('code-error')).toBeNull();
    expect(JSON.parse(local.get(LOCAL_KEYS.pendingEmailCheck) ?? '{}')).toMatchObject({ workflowId: 'wf-2' });
  });

  it('the right code sends the change request and says it is in progress', async () => {
    let verified: BodyOf<typeof verifyOtp> | undefined;
    let requested: BodyOf<typeof createAccountDataRequest> | undefined;
    server.use(
      handle(verifyOtp, ({ body }) => {
        verified = body;
        return { otpVerificationResponse: { matches: true, attemptsLeft: 4 } };
      }),
      handle(createAccountDataRequest, ({ body }) => {
        requested = body;
        return { createRequestResponse: registryRequestFixture('IR001') };
      }),
    );
    const { user, verify } = check();
    await user.type(await screen.findByLabelText('Codice di verifica'), '1234');
    await user.click(verify());
    expect((await screen.findByTestId('change-in-progress')).textContent).toContain(
      'La modifica dell’indirizzo e-mail è in lavorazione',
    );
    expect(verified).toEqual({ otpVerificationRequest: { workflowId: 'wf-1', code: '1234' } });
    expect(requested).toEqual({ accountDataRequest: { customerKey: 'CLI0001', email: 'nuova@example.it' } });
    expect(local.get(LOCAL_KEYS.pendingEmailCheck)).toBeNull();
  });

  it('an expired code: the server says so and the field locks', async () => {
    server.use(refuse(verifyOtp, 410, 'Il codice è scaduto'));
    const { user, code, verify } = check();
    await user.type(await screen.findByLabelText('Codice di verifica'), '1234');
    await user.click(verify());
    expect((await screen.findByTestId('code-error')).textContent).toBe('Il codice è scaduto');
    await waitFor(() => expect(code().disabled).toBe(true));
  });

  it('a new code cannot be asked during the countdown', async () => {
    check(pendingCheck({ sentAt: new Date().toISOString() }));
    const resend = (await screen.findByRole('button', {
      name: 'Invia un nuovo codice',
    })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(
      /^Potrai richiedere un nuovo codice tra \d+ secondi\.$/,
    );
  });
});
