// @vitest-environment jsdom
import { getHelpContacts } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandFor } from '../../../brands/index';
import { hold, on } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { SupportContacts } from './support-contacts';

// The server answers the registry's contacts unless a test says otherwise.
const server = setupTestServer(
  on(getHelpContacts).reply(() => ({
    getHelpContactsResponse: { success: true as const, ...brandFor('ast').help },
  })),
);

describe('SupportContacts', () => {
  it("shows the brand's phone with hours, e-mail and support site, each as a working link", () => {
    renderWithProviders(<SupportContacts />);
    expect(screen.getByRole('heading', { level: 2, name: 'Contatta Astra Energia' })).toBeTruthy();
    const phone = screen.getByTestId('support-phone');
    expect(within(phone).getByRole('link', { name: '800 100 200' }).getAttribute('href')).toBe(
      'tel:800100200',
    );
    expect(phone.textContent).toContain('lun-ven 8:00-20:00');
    expect(within(screen.getByTestId('support-email')).getByRole('link').getAttribute('href')).toBe(
      'mailto:assistenza@astraenergia.example.it',
    );
    const site = within(screen.getByTestId('support-link')).getByRole('link', {
      name: /^Vai al sito di assistenza/,
    });
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists the frequent questions, closed until opened, and the full FAQ of the brand', async () => {
    const { user } = renderWithProviders(<SupportContacts />);
    const faq = screen.getByRole('heading', { name: 'Domande frequenti' }).parentElement!;
    const items = faq.querySelectorAll('details');
    expect(items).toHaveLength(5);
    expect(items[0]!.open).toBe(false);
    await user.click(within(faq).getByText('Come pago una bolletta online?'));
    expect(items[1]!.open).toBe(true);
    expect(items[1]!.textContent).toContain('puoi pagarla tutta o, se prevista, a rate');
    expect(
      within(faq)
        .getByRole('link', { name: /Tutte le domande frequenti di Astra Energia/ })
        .getAttribute('href'),
    ).toContain('domande-frequenti');
  });

  it('places what it is given (the "Scrivici" button) inside the contacts, and follows the brand', () => {
    renderWithProviders(
      <SupportContacts>
        <button type="button">Scrivici</button>
      </SupportContacts>,
      { session: { company: 'sol' } },
    );
    const contacts = screen.getByRole('heading', { level: 2, name: /^Contatta / }).parentElement!;
    expect(within(contacts).getByRole('button', { name: 'Scrivici' })).toBeTruthy();
    expect(contacts.textContent).not.toContain('Astra Energia');
  });

  it('shows the registry’s contacts at once, then those an admin changed in the console', async () => {
    const held = hold(getHelpContacts);
    // Held first; once released it falls through to the console's contacts.
    server.use(
      held.handler,
      on(getHelpContacts).reply(() => ({
        getHelpContactsResponse: {
          success: true as const,
          ...brandFor('ast').help,
          phone: '06 1234 5678',
          hours: 'lun-sab 7:00-21:00',
          email: 'aiuto@astra.example.it',
        },
      })),
    );
    renderWithProviders(<SupportContacts />);
    const phone = screen.getByTestId('support-phone');
    expect(within(phone).getByRole('link', { name: '800 100 200' })).toBeTruthy();
    held.release();
    expect((await within(phone).findByRole('link', { name: '06 1234 5678' })).getAttribute('href')).toBe(
      'tel:0612345678',
    );
    expect(phone.textContent).toContain('lun-sab 7:00-21:00');
    expect(within(screen.getByTestId('support-email')).getByRole('link').getAttribute('href')).toBe(
      'mailto:aiuto@astra.example.it',
    );
  });
});
