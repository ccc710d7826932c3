// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startDraft } from '../../../testing/fixtures-registration';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft } from '../api/draft';
import { CustomerTypeForm } from './customer-type-form';

setupTestServer();
beforeEach(() => sessionStorage.clear());

const renderForm = () =>
  renderWithProviders(<CustomerTypeForm />, {
    route: '/registrazione/cliente-sgr',
    routes: [{ path: '/registrazione/cliente-sgr/:type' }],
    session: { loggedIn: false },
  });

describe('CustomerTypeForm', () => {
  it('validation: a type must be chosen; the message goes once one is', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Che tipo di cliente sei?');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Selezionare il tipo di cliente');
    expect(
      screen.getByRole('group', { name: 'Intestatario delle forniture' }).getAttribute('aria-describedby'),
    ).toBe(error.id);
    // The focus goes to the group's first choice.
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    await user.click(screen.getByRole('radio', { name: /Azienda/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes on to the code step of the chosen type, which the draft keeps (not matched any more)', async () => {
    startDraft({ type: 'private', matched: true });
    const { user, router } = renderForm();
    expect((screen.getByRole('radio', { name: /^Privato/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Condominio/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/condominium');
    expect(readDraft().customer).toMatchObject({ type: 'condominium', matched: false });
  });

  it('the same type again keeps what was matched', async () => {
    startDraft({ type: 'company', matched: true });
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/company');
    expect(readDraft().customer.matched).toBe(true);
  });
});
