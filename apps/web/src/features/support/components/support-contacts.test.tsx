// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SupportContacts } from './support-contacts';

afterEach(cleanup);

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
});
