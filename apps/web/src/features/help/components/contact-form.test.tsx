// @vitest-environment jsdom
import { getCustomer, sendContactRequest } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../testing/fixtures-customers';
import { sessionWithContracts } from '../../../testing/fixtures-help';
import { answer, failNetwork, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ContactFormModal } from './contact-form';

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

const server = setupTestServer(
  answer(getCustomer, {
    getCustomerResponse: customerFixture({
      key: 'CLI0001',
      account: { name: 'Mario Rossi', phoneMobile: '+39 333 7654321', phoneHome: null, email: null },
    }),
  }),
  answer(sendContactRequest, {
    contactResponse: { requestId: 9, ticketKey: 'TCK-0009', message: 'Richiesta ricevuta' },
  }),
);

function open(keys = ['CTR-0003', 'CTR-0004']) {
  const onSent = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(<ContactFormModal open onClose={onClose} onSent={onSent} />, {
    session: { session: sessionWithContracts(keys) },
  });
  const dialog = screen.getByRole('dialog', { hidden: true });
  const q = within(dialog);
  const fields = {
    contract: () => q.getByLabelText('Codice cliente') as HTMLSelectElement,
    phone: () => q.getByLabelText('Telefono cellulare') as HTMLInputElement,
    subject: () => q.getByLabelText('Oggetto') as HTMLSelectElement,
    message: () => q.getByLabelText('Messaggio') as HTMLTextAreaElement,
    // The inline button (the footer's twin shows below 992 px).
    submit: () => q.getAllByRole('button', { name: 'Invia richiesta', hidden: true })[1]!,
    errors: () => Array.from(dialog.querySelectorAll('.field__error')).map((e) => e.textContent),
  };
  return { ...rendered, onSent, onClose, dialog, fields };
}

describe('ContactFormModal', () => {
  it('fills the known mobile number and offers the customer codes and subjects', async () => {
    const { fields } = open();
    await waitFor(() => expect(fields.phone().value).toBe('+39 333 7654321'));
    expect(Array.from(fields.contract().options).map((o) => o.text)).toEqual([
      'Seleziona il codice',
      'CTR-0003',
      'CTR-0004',
    ]);
    expect(fields.subject().options).toHaveLength(8);
    expect(fields.contract().value).toBe('');
  });

  it('with a single customer code, it is already chosen', async () => {
    const { fields } = open(['CTR-0003']);
    expect(fields.contract().value).toBe('CTR-0003');
  });

  it('an empty submit shows the four messages, focuses the first and sends nothing', async () => {
    let sent = 0;
    server.use(
      answer(getCustomer, {
        getCustomerResponse: customerFixture({
          account: { name: 'X', phoneMobile: null, phoneHome: null, email: null },
        }),
      }),
      handle(sendContactRequest, () => {
        sent += 1;
        return { contactResponse: { requestId: 1, ticketKey: 'T', message: '' } };
      }),
    );
    const { user, fields } = open();
    // No message before the first attempt, even leaving a field.
    await user.click(fields.phone());
    await user.tab();
    expect(fields.errors()).toEqual([]);
    await user.click(fields.submit());
    await waitFor(() =>
      expect(fields.errors()).toEqual([
        'Selezionare codice cliente',
        'Inserire telefono',
        'Selezionare oggetto',
        'Inserire messaggio',
      ]),
    );
    expect(fields.contract().getAttribute('aria-invalid')).toBe('true');
    expect(fields.contract().getAttribute('aria-describedby')).toBe(
      fields.contract().parentElement!.querySelector('.field__error')!.id,
    );
    expect(document.activeElement).toBe(fields.contract());
    // After the attempt the messages follow the corrections.
    await user.selectOptions(fields.subject(), 'Bolletta');
    await waitFor(() =>
      expect(fields.errors()).toEqual([
        'Selezionare codice cliente',
        'Inserire telefono',
        'Inserire messaggio',
      ]),
    );
    await user.type(fields.phone(), '12ab');
    await waitFor(() => expect(fields.errors()).toContain('Numero di telefono non valido'));
    expect(sent).toBe(0);
  });

  it('a complete form sends the request the contract expects and reports the ticket', async () => {
    let body: BodyOf<typeof sendContactRequest> | undefined;
    server.use(
      handle(sendContactRequest, ({ body: b }) => {
        body = b;
        return { contactResponse: { requestId: 9, ticketKey: 'TCK-0009', message: 'Richiesta ricevuta' } };
      }),
    );
    const { user, fields, onSent } = open();
    await waitFor(() => expect(fields.phone().value).toBe('+39 333 7654321'));
    await user.selectOptions(fields.contract(), 'CTR-0004');
    await user.clear(fields.phone());
    await user.type(fields.phone(), '333 1234567');
    await user.selectOptions(fields.subject(), 'Autolettura');
    await user.type(fields.message(), '  Quando posso inviare la lettura?  ');
    await user.click(fields.submit());
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent.mock.calls[0]![0]).toEqual({
      requestId: 9,
      ticketKey: 'TCK-0009',
      message: 'Richiesta ricevuta',
    });
    expect(body?.contactRequest).toEqual({
      customer: { key: 'CLI0001' },
      contract: { key: 'CTR-0004' },
      subject: 'autolettura',
      description: 'Quando posso inviare la lettura?',
      mobilephone: '333 1234567',
      company: 'ast',
    });
    // The form starts again empty for the next time.
    expect(fields.message().value).toBe('');
  });

  it('a refusal naming a field shows on that field', async () => {
    server.use(
      refuse(sendContactRequest, 400, 'Dati non validi', {
        fields: { 'contactRequest.mobilephone': 'Numero di telefono non valido' },
      }),
    );
    const { user, fields, onSent, dialog } = open(['CTR-0003']);
    await waitFor(() => expect(fields.phone().value).toBe('+39 333 7654321'));
    await user.selectOptions(fields.subject(), 'Pagamento');
    await user.type(fields.message(), 'Ho pagato due volte.');
    await user.click(fields.submit());
    await waitFor(() => expect(fields.phone().getAttribute('aria-invalid')).toBe('true'));
    expect(fields.errors()).toEqual(['Numero di telefono non valido']);
    expect(document.activeElement).toBe(fields.phone());
    expect(within(dialog).queryByText('Dati non validi')).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('a refusal without a field shows its message as the form error', async () => {
    server.use(refuse(sendContactRequest, 503, 'Servizio momentaneamente non disponibile'));
    const { user, fields, dialog, onSent } = open(['CTR-0003']);
    await waitFor(() => expect(fields.phone().value).toBe('+39 333 7654321'));
    await user.selectOptions(fields.subject(), 'Altro');
    await user.type(fields.message(), 'Una domanda.');
    await user.click(fields.submit());
    const alert = await within(dialog).findByText('Servizio momentaneamente non disponibile');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(onSent).not.toHaveBeenCalled();
    expect(fields.message().value).toBe('Una domanda.');
  });

  it('a lost network says to try later', async () => {
    server.use(failNetwork(sendContactRequest));
    const { user, fields, dialog } = open(['CTR-0003']);
    await waitFor(() => expect(fields.phone().value).toBe('+39 333 7654321'));
    await user.selectOptions(fields.subject(), 'Altro');
    await user.type(fields.message(), 'Una domanda.');
    await user.click(fields.submit());
    expect(await within(dialog).findByRole('alert', { hidden: true })).toBeTruthy();
    expect(dialog.textContent).toMatch(/riprova/i);
  });

  it('the privacy notice names the brand and links its policy', () => {
    const { dialog } = open();
    expect(dialog.textContent).toContain('Astra Energia S.p.A.');
    const link = within(dialog).getByRole('link', { name: /informativa sulla privacy/, hidden: true });
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
