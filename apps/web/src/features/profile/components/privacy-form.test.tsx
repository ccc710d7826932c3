// @vitest-environment jsdom
import { createAccountDataRequest, getCustomer, getRequests } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../testing/fixtures-customers';
import { registryRequestFixture } from '../../../testing/fixtures-profile';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PrivacySettings } from './privacy-form';

const server = setupTestServer(
  answer(getCustomer, { getCustomerResponse: customerFixture() }),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
);

const company = () =>
  screen.getByRole('checkbox', {
    name: 'Consenso per le comunicazioni di Astra Energia',
  }) as HTMLInputElement;
const others = () =>
  screen.getByRole('checkbox', {
    name: 'Consenso per le comunicazioni di partner terzi',
  }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salva i consensi' }) as HTMLButtonElement;

describe('PrivacySettings', () => {
  it('loading, then the current consents', async () => {
    const held = hold(getCustomer);
    server.use(held.handler);
    renderWithProviders(<PrivacySettings />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei consensi…');
    held.release();
    await screen.findByRole('form', { name: 'Consensi privacy' });
    expect(company().checked).toBe(true);
    expect(others().checked).toBe(false);
    expect(save().disabled).toBe(true);
  });

  it('error: says so and "Riprova" reads the customer again', async () => {
    server.use(refuse(getCustomer, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<PrivacySettings />);
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare i consensi.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('form', { name: 'Consensi privacy' })).toBeTruthy();
  });

  it('saving sends both consents for the customer and confirms', async () => {
    let body: BodyOf<typeof createAccountDataRequest> | undefined;
    server.use(
      handle(createAccountDataRequest, ({ body: b }) => {
        body = b;
        return { createRequestResponse: registryRequestFixture('IR001') };
      }),
    );
    const { user } = renderWithProviders(<PrivacySettings />);
    await screen.findByRole('form', { name: 'Consensi privacy' });
    await user.click(others());
    await user.click(company());
    await user.click(save());
    expect((await screen.findByTestId('privacy-saved')).textContent).toBe(
      'Consensi salvati. Le tue preferenze sono già attive.',
    );
    expect(body).toEqual({
      accountDataRequest: { customerKey: 'CLI0001', privacyCompany: false, privacyOthers: true },
    });
  });

  it('a refusal shows its message as the form error', async () => {
    server.use(refuse(createAccountDataRequest, 409, 'Un’altra variazione anagrafica è in corso'));
    const { user } = renderWithProviders(<PrivacySettings />);
    await screen.findByRole('form', { name: 'Consensi privacy' });
    await user.click(others());
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Un’altra variazione anagrafica è in corso');
    expect(screen.queryByTestId('privacy-saved')).toBeNull();
  });

  it('a registry change in progress blocks the consents, saying why', async () => {
    server.use(
      answer(getRequests, { getRequestsResponse: { requests: [registryRequestFixture()], total: 1 } }),
    );
    renderWithProviders(<PrivacySettings />);
    expect((await screen.findByTestId('registry-in-progress')).textContent).toContain('variazione');
    expect(company().disabled).toBe(true);
    expect(others().disabled).toBe(true);
    expect(save().disabled).toBe(true);
  });
});
