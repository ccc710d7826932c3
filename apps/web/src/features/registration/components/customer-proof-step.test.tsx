// @vitest-environment jsdom
import { resendOwnershipProof, verifyOtp } from '@sportello/contract/endpoints';
import { MESSAGES, OTP_LENGTH, OWNERSHIP_MESSAGES, PROOF_CODE_MINUTES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_UP_TO_PRIVACY, startDraft } from '../../../testing/fixtures-registration';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft, type ProofDraft } from '../api/draft';
import { CustomerProofStep, proofSchema, RESEND_AFTER_SECONDS, resendWait } from './customer-proof-step';

/** A proof whose code was sent `secondsAgo` seconds ago. */
function proofSent(secondsAgo: number, overrides: Partial<ProofDraft> = {}, now = Date.now()): ProofDraft {
  const expiresAt = new Date(now + PROOF_CODE_MINUTES * 60_000 - secondsAgo * 1000).toISOString();
  return {
    workflowId: 'wf-1',
    method: 'email',
    sentTo: 'ma***@example.it',
    expiresAt,
    attemptsLeft: 3,
    ...overrides,
  };
}

const GRANTED = {
  otpVerificationResponse: {
    matches: true,
    attemptsLeft: 3,
    ownership: {
      kind: 'registration' as const,
      customerKey: 'CLI0001',
      customerName: 'Mario Rossi',
      passwordLinkSentTo: 'ma***@example.it',
      supplies: [{ key: 'FOR0007', commodity: 'luce', address: null }],
    },
  },
};
const server = setupTestServer(answer(verifyOtp, GRANTED));
beforeEach(() => sessionStorage.clear());

function renderStep(proof: ProofDraft = proofSent(60)) {
  startDraft({ ...CUSTOMER_UP_TO_PRIVACY, proof });
  return renderWithProviders(<CustomerProofStep />, {
    route: '/registrazione/cliente-sgr/private/dati',
    path: '/registrazione/cliente-sgr/private/dati',
    routes: [{ path: '/registrazione/cliente-sgr/forniture' }, { path: '/registrazione' }],
    session: { loggedIn: false },
  });
}
const verify = () => screen.getByRole('button', { name: 'Verifica' });
const codeBox = () => screen.getByLabelText('Codice di verifica');

describe('resendWait', () => {
  it('counts down from the sending of the code', () => {
    // One instant for both sides: a millisecond between them made the wait round up to 21.
    const now = Date.now();
    expect(resendWait(proofSent(10, {}, now), now)).toBe(RESEND_AFTER_SECONDS - 10);
    expect(resendWait(proofSent(RESEND_AFTER_SECONDS + 1, {}, now), now)).toBe(0);
    expect(resendWait({ expiresAt: 'non una data' }, now)).toBe(0);
  });
});

describe('proofSchema', () => {
  it('checks only the method’s own fields', () => {
    expect(proofSchema(false).safeParse({ code: '1234', invoiceNumber: '', amount: '' }).success).toBe(
      OTP_LENGTH === 4,
    );
    expect(proofSchema(true).safeParse({ code: '', invoiceNumber: 'F1', amount: '12,50' }).success).toBe(
      true,
    );
    expect(proofSchema(true).safeParse({ code: '', invoiceNumber: 'F1', amount: 'dodici' }).success).toBe(
      false,
    );
  });
});

describe('CustomerProofStep (code)', () => {
  it('validation: the code is required, then digits only and checked as typed', async () => {
    const { user } = renderStep();
    expect(screen.getByTestId('proof-sent-to').textContent).toBe('ma***@example.it');
    await user.click(verify());
    expect(await screen.findByText(`Inserire il codice di ${OTP_LENGTH} cifre`)).toBeTruthy();
    expect(document.activeElement).toBe(codeBox());
    await user.type(codeBox(), '1a2');
    expect((codeBox() as HTMLInputElement).value).toBe('12');
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeTruthy();
    // The intro that says where the code went stays tied to the field.
    expect(codeBox().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('the right code: sent with the workflow, the grant kept, the supplies next', async () => {
    let sent: unknown;
    server.use(
      handle(verifyOtp, ({ body }) => {
        sent = body;
        return GRANTED;
      }),
    );
    const { user, router } = renderStep();
    await user.type(codeBox(), '1234567890'.slice(0, OTP_LENGTH));
    await user.click(verify());
    await screen.findByRole('heading', { name: 'Pagina /registrazione/cliente-sgr/forniture' });
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/forniture');
    expect(sent).toEqual({
      otpVerificationRequest: { workflowId: 'wf-1', code: '1234567890'.slice(0, OTP_LENGTH) },
    });
    expect(readDraft().customer.grant).toMatchObject({ customerName: 'Mario Rossi' });
  });

  it('a wrong code: said with the attempts left; the last one asks for a new code', async () => {
    server.use(
      answer(verifyOtp, { otpVerificationResponse: { matches: false, attemptsLeft: 1 } }, { once: true }),
    );
    const { user } = renderStep();
    await user.type(codeBox(), '9'.repeat(OTP_LENGTH));
    await user.click(verify());
    const error = await screen.findByTestId('registration-error');
    expect(error.textContent).toBe(`${MESSAGES.otpInvalid}Ti resta 1 tentativo.`);
    server.use(answer(verifyOtp, { otpVerificationResponse: { matches: false, attemptsLeft: 0 } }));
    await user.click(verify());
    expect(await screen.findByText(OWNERSHIP_MESSAGES.codeTooManyAttempts)).toBeTruthy();
  });

  it('a refusal of the call without a field: a proof not found sends back to the start', async () => {
    server.use(refuse(verifyOtp, 404, 'Not found', { code: 'proof_not_found' }));
    const { user } = renderStep();
    await user.type(codeBox(), '1'.repeat(OTP_LENGTH));
    await user.click(verify());
    expect(await screen.findByText(OWNERSHIP_MESSAGES.proofNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ricomincia la registrazione' }).getAttribute('href')).toBe(
      '/registrazione',
    );
    expect(verify().hasAttribute('disabled')).toBe(true);
  });

  it('an expired code is said as the server words it; a new code can be asked after the wait', async () => {
    server.use(refuse(verifyOtp, 410, 'Il codice è scaduto', { code: 'otp_expired' }));
    let resent: unknown;
    server.use(
      handle(resendOwnershipProof, ({ body }) => {
        resent = body;
        return {
          ownershipProofResendResponse: { ...proofSent(0), workflowId: 'wf-2', sentTo: 'ma***@example.it' },
        };
      }),
    );
    const { user } = renderStep();
    await user.type(codeBox(), '1'.repeat(OTP_LENGTH));
    await user.click(verify());
    expect(await screen.findByText('Il codice è scaduto')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invia un nuovo codice' }));
    await screen.findByText(/Potrai chiederne un altro tra/);
    expect(resent).toEqual({ ownershipProofResendRequest: { workflowId: 'wf-1' } });
    expect(readDraft().customer.proof?.workflowId).toBe('wf-2');
    expect(screen.queryByTestId('registration-error')).toBeNull();
  });
});

describe('CustomerProofStep (bill)', () => {
  const bill = () => renderStep(proofSent(60, { method: 'bill', sentTo: '' }));

  it('validation: number and amount required, the amount’s format as typed', async () => {
    const { user } = bill();
    expect(screen.queryByRole('button', { name: 'Invia un nuovo codice' })).toBeNull();
    await user.type(screen.getByLabelText('Importo totale (euro)'), 'dodici');
    expect(await screen.findByText('Importo non valido: ad esempio 123,45')).toBeTruthy();
    await user.click(verify());
    expect(await screen.findByText('Inserire il numero della bolletta')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Numero della bolletta'));
  });

  it('sends number and amount; a wrong pair is said', async () => {
    let sent: unknown;
    server.use(
      handle(verifyOtp, ({ body }) => {
        sent = body;
        return { otpVerificationResponse: { matches: false, attemptsLeft: 2 } };
      }),
    );
    const { user } = bill();
    await user.type(screen.getByLabelText('Numero della bolletta'), ' F-2024-001 ');
    await user.type(screen.getByLabelText('Importo totale (euro)'), '123,45');
    await user.click(verify());
    expect((await screen.findByTestId('registration-error')).textContent).toContain(
      OWNERSHIP_MESSAGES.billWrong,
    );
    expect(sent).toEqual({
      otpVerificationRequest: { workflowId: 'wf-1', invoiceNumber: 'F-2024-001', amount: '123,45' },
    });
  });
});
