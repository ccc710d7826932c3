// @vitest-environment jsdom
import { associateContractToUser } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { AskDelegationForm } from './ask-delegation-form';

const server = setupTestServer(
  handle(associateContractToUser, () => ({
    associateContractToUserResponse: { workflowId: 'wf-9', status: 'open' as const, customers: 0 },
  })),
);

const code = () => screen.getByLabelText('Codice cliente') as HTMLInputElement;
const taxId = () => screen.getByLabelText('Codice fiscale o partita IVA del titolare') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Invia la richiesta' });

describe('AskDelegationForm', () => {
  it('an empty submit: the two messages, the first field focused and described by hint and error', async () => {
    const { user } = renderWithProviders(<AskDelegationForm />);
    await user.click(send());
    expect(await screen.findByText('Inserire il codice cliente')).toBeTruthy();
    expect(screen.getByText('Inserire il codice fiscale o la partita IVA')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(code().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(document.activeElement).toBe(code());
  });

  it('checks each field once left, with the domain’s messages', async () => {
    const { user } = renderWithProviders(<AskDelegationForm />);
    await user.type(code(), 'X!');
    await user.type(taxId(), 'ABC');
    await user.tab();
    expect(await screen.findByText('Codice cliente non valido')).toBeTruthy();
    expect(screen.getByText("Codice fiscale o partita IVA dell'intestatario non validi")).toBeTruthy();
  });

  it('a valid request sends the code in capitals, the tax id by its kind and the scope; then says so', async () => {
    let body: BodyOf<typeof associateContractToUser> | undefined;
    server.use(
      handle(associateContractToUser, ({ body: b }) => {
        body = b;
        return {
          associateContractToUserResponse: { workflowId: 'wf-9', status: 'open' as const, customers: 0 },
        };
      }),
    );
    const { user } = renderWithProviders(<AskDelegationForm />);
    await user.type(code(), ' cli0001 ');
    await user.type(taxId(), '12345670017');
    await user.click(screen.getByRole('radio', { name: /Lettura e pagamenti/ }));
    await user.click(send());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Richiesta inviata al titolare del codice cliente CLI0001. Riceverai una notifica con la sua risposta.',
    );
    expect(body).toEqual({
      associateContractToUserRequest: {
        customerCode: 'CLI0001',
        vatNumber: '12345670017',
        scope: 'pay',
        delegation: true,
      },
    });
    expect(code().value).toBe('');
    expect((screen.getByRole('radio', { name: /Lettura e pagamenti/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('a refusal naming the tax id shows on that field', async () => {
    server.use(
      refuse(associateContractToUser, 400, 'Dati non validi', {
        fields: { 'associateContractToUserRequest.vatNumber': 'Partita IVA non corrispondente al cliente' },
      }),
    );
    const { user } = renderWithProviders(<AskDelegationForm />);
    await user.type(code(), 'CLI0001');
    await user.type(taxId(), '12345670017');
    await user.click(send());
    expect(await screen.findByText('Partita IVA non corrispondente al cliente')).toBeTruthy();
    await waitFor(() => expect(taxId().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Dati non validi')).toBeNull();
  });

  it('a refusal without a field: a missing customer is "Delega non trovata", others their own words', async () => {
    server.use(refuse(associateContractToUser, 404, 'Cliente inesistente', { once: true }));
    const { user } = renderWithProviders(<AskDelegationForm />);
    await user.type(code(), 'CLI0001');
    await user.type(taxId(), '12345670017');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Delega non trovata');
    server.use(refuse(associateContractToUser, 409, 'Richiesta già inviata'));
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Richiesta già inviata'));
  });
});
