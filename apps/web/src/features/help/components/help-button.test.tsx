// @vitest-environment jsdom
import { getCustomer, getHelpContacts, sendContactRequest } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackData } from '../../../components/ui/feedback-context';
import { customerFixture } from '../../../testing/fixtures-customers';
import { sessionWithContracts } from '../../../testing/fixtures-help';
import { brandFor } from '../../../brands/index';
import { answer, on } from '../../../testing/handlers';
import { renderWithProviders, type RenderWithProvidersOptions } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { HelpButton } from './help-button';

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
  on(getHelpContacts).reply(() => ({
    getHelpContactsResponse: { success: true as const, ...brandFor('ast').help },
  })),
  answer(getCustomer, { getCustomerResponse: customerFixture() }),
  answer(sendContactRequest, {
    contactResponse: { requestId: 9, ticketKey: 'TCK-<9>', message: 'Richiesta ricevuta' },
  }),
);

function renderHelp(options: RenderWithProvidersOptions = {}) {
  const show = vi.fn<(data: FeedbackData) => void>();
  const rendered = renderWithProviders(
    <FeedbackContext.Provider value={{ feedback: null, show, clear: vi.fn() }}>
      <HelpButton />
    </FeedbackContext.Provider>,
    options,
  );
  return { ...rendered, show };
}

describe('HelpButton', () => {
  it('is not there when logged out', () => {
    renderHelp({ session: { loggedIn: false } });
    expect(screen.queryByRole('button', { name: /Assistenza/ })).toBeNull();
  });

  it('opens the panel with "Scrivici", the FAQ and the phone; Escape closes it and focuses the toggle', async () => {
    const { user } = renderHelp();
    const toggle = screen.getByRole('button', { name: /Assistenza/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const panel = screen.getByTestId('help-panel');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('heading', { name: 'Serve aiuto?' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Scrivici' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Domande frequenti/ })
        .getAttribute('href'),
    ).toContain('domande-frequenti');
    expect(within(panel).getByRole('link', { name: '800 100 200' }).getAttribute('href')).toBe(
      'tel:800100200',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('help-panel')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('brand mes offers no contact form', async () => {
    const { user } = renderHelp({ session: { company: 'mes' } });
    await user.click(screen.getByRole('button', { name: /Assistenza/ }));
    expect(within(screen.getByTestId('help-panel')).queryByRole('button', { name: 'Scrivici' })).toBeNull();
  });

  it('"Scrivici" opens the form; once sent, the feedback names the brand and the escaped ticket', async () => {
    const { user, show } = renderHelp({ session: { session: sessionWithContracts(['CTR-0003']) } });
    await user.click(screen.getByRole('button', { name: /Assistenza/ }));
    await user.click(screen.getByRole('button', { name: 'Scrivici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scrivici', hidden: true });
    expect(screen.queryByTestId('help-panel')).toBeNull();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Telefono cellulare') as HTMLInputElement).value).toBe(
        '3331234567',
      ),
    );
    await user.selectOptions(within(dialog).getByLabelText('Oggetto'), 'Contatore');
    await user.type(within(dialog).getByLabelText('Messaggio'), 'Il contatore non si accende.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Invia richiesta', hidden: true })[1]!);
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    const shown = show.mock.calls[0]![0];
    expect(shown.title).toBe('Richiesta inviata!');
    expect(shown.description).toContain('Astra Energia ti risponderà al più presto');
    expect(shown.description).toContain('Codice della richiesta: <strong>TCK-&#60;9&#62;</strong>');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('shows the phone, hours and FAQ page an admin changed in the console', async () => {
    server.use(
      on(getHelpContacts).reply(() => ({
        getHelpContactsResponse: {
          success: true as const,
          ...brandFor('ast').help,
          phone: '06 1234 5678',
          hours: 'lun-sab 7:00-21:00',
          helpPageUrl: 'https://aiuto.astra.example.it/faq',
        },
      })),
    );
    const { user } = renderHelp();
    await user.click(screen.getByRole('button', { name: /Assistenza/ }));
    const panel = screen.getByTestId('help-panel');
    expect((await within(panel).findByRole('link', { name: '06 1234 5678' })).getAttribute('href')).toBe(
      'tel:0612345678',
    );
    expect(panel.textContent).toContain('lun-sab 7:00-21:00');
    expect(
      within(panel)
        .getByRole('link', { name: /Domande frequenti/ })
        .getAttribute('href'),
    ).toBe('https://aiuto.astra.example.it/faq');
  });
});
