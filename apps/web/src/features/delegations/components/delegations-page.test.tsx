// @vitest-environment jsdom
import {
  executeWorkflowTask,
  getDelegationRequest,
  getDelegations,
  revokeDelegation,
} from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { delegationFixture } from '../../../testing/fixtures-delegations';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { DelegationsPage } from './delegations-page';

beforeAll(() => {
  // jsdom knows <dialog> but not its modal methods.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & {
    showModal: () => void;
    close: () => void;
  };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const granted = delegationFixture({
  workflowId: null,
  delegateId: 21,
  delegateName: 'Paolo Verdi',
  status: 'accepted',
  scope: 'pay',
});
const mine = delegationFixture({
  customerKey: 'CLI0009',
  customerName: 'Anna Neri',
  customerId: 9,
  status: 'accepted',
});
const request = {
  workflowId: 'wf-del-1',
  delegateName: 'Lucia Bianchi',
  requestedScope: 'pay' as const,
  status: 'open' as const,
  grantedScope: null,
  expiresAt: null,
  customers: [{ key: 'CLI0001', name: 'Mario Rossi' }],
};

const server = setupTestServer(
  answer(getDelegations, {
    getDelegationsResponse: { received: [delegationFixture()], granted: [granted], requested: [mine] },
  }),
  answer(getDelegationRequest, { getDelegationRequestResponse: request }),
);

function show(workflowId: string | null = null, guest = false) {
  return renderWithProviders(<DelegationsPage workflowId={workflowId} guest={guest} />);
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('DelegationsPage', () => {
  it('loading: each list says what it waits for', async () => {
    const held = hold(getDelegations);
    server.use(held.handler);
    show();
    expect(await screen.findByText('Caricamento delle richieste…')).toBeTruthy();
    expect(screen.getByText('Caricamento delle deleghe…')).toBeTruthy();
    expect(screen.getByText('Caricamento delle tue deleghe…')).toBeTruthy();
    held.release();
    expect(await screen.findAllByTestId('delegation-granted')).toHaveLength(1);
  });

  it('error: each list says so, and "Riprova" reads the lists again', async () => {
    server.use(refuse(getDelegations, 500, 'Errore', { once: true }));
    const { user } = show();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert')[0]!.textContent).toMatch(/riprovare più tardi/);
    await user.click(screen.getAllByRole('button', { name: 'Riprova' })[0]!);
    expect(await screen.findAllByTestId('delegation-mine')).toHaveLength(1);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('empty: each list says there is nothing', async () => {
    server.use(
      answer(getDelegations, { getDelegationsResponse: { received: [], granted: [], requested: [] } }),
    );
    show();
    expect(await screen.findByText('Nessuna richiesta in attesa.')).toBeTruthy();
    expect(screen.getByText('Non hai concesso deleghe.')).toBeTruthy();
    expect(screen.getByText('Non hai ancora chiesto deleghe.')).toBeTruthy();
  });

  it('answered: the request received, the delegation granted and my own', async () => {
    show();
    const received = await screen.findByTestId('delegation-received');
    expect(
      await within(received).findByRole('heading', { name: 'Richiesta di delega di Lucia Bianchi' }),
    ).toBeTruthy();
    expect(received.textContent).toContain('il codice cliente CLI0001 (Mario Rossi)');
    const grantedCard = screen.getByTestId('delegation-granted');
    expect(grantedCard.textContent).toContain('Paolo Verdi');
    expect(grantedCard.textContent).toContain('Codice cliente CLI0001 · Mario Rossi');
    expect(screen.getByTestId('delegation-mine').textContent).toContain('Anna Neri (CLI0009)Attiva · ');
  });

  it('the owner confirms with a smaller scope than asked', async () => {
    let body: BodyOf<typeof executeWorkflowTask> | undefined;
    server.use(
      handle(executeWorkflowTask, ({ body: b }) => {
        body = b;
        return {
          workflowTaskExecuteResponse: {
            workflowId: 'wf-del-1',
            taskName: 'confirm-delegation',
            status: 'completed' as const,
          },
        };
      }),
    );
    const { user } = show('wf-del-1');
    const answerBox = (
      await screen.findAllByRole('heading', { name: 'Richiesta di delega di Lucia Bianchi' })
    )[0]!.closest('section')!;
    const radios = within(answerBox).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.find((r) => r.checked)?.value).toBe('pay');
    await user.click(radios.find((r) => r.value === 'read')!);
    await user.click(within(answerBox).getByRole('button', { name: 'Conferma la delega' }));
    expect((await within(answerBox).findByTestId('delegation-outcome')).textContent).toMatch(
      /^Delega confermata: accesso in /,
    );
    expect(body).toEqual({
      workflowTaskExecuteRequest: {
        workflowId: 'wf-del-1',
        taskName: 'confirm-delegation',
        reply: 'accept',
        scope: 'read',
      },
    });
  });

  it('a guest sees the request and is asked to log in; a missing request has no "Riprova"', async () => {
    const first = show('wf-del-1', true);
    expect(await screen.findByTestId('delegation-login-required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma la delega' })).toBeNull();
    first.unmount();
    server.use(refuse(getDelegationRequest, 404, 'Not found'));
    show('wf-x', true);
    expect((await screen.findByRole('alert')).textContent).toBe('Delega non trovata');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('revoking asks first, then says it is done; a failure shows in the dialog', async () => {
    let body: BodyOf<typeof revokeDelegation> | undefined;
    server.use(
      refuse(revokeDelegation, 409, 'Delega già revocata', { once: true }),
      handle(revokeDelegation, ({ body: b }) => {
        body = b;
        return { revokeDelegationResponse: { revoked: true as const } };
      }),
    );
    const { user } = show();
    await user.click(
      await screen.findByRole('button', {
        name: 'Revoca la delega di Paolo Verdi per il codice cliente CLI0001',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revocare la delega?', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Revoca la delega', hidden: true }));
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toBe(
      'Delega già revocata',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoca la delega', hidden: true }));
    expect(
      await within(section('Deleghe concesse')).findByText(
        'Delega di Paolo Verdi per il codice cliente CLI0001 revocata.',
      ),
    ).toBeTruthy();
    expect(body).toEqual({ revokeDelegationRequest: { delegateId: 21, customerId: 1 } });
  });
});
