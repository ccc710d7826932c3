// @vitest-environment jsdom
import { getSupply, updateSupply } from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { supplyDetailFixture, supplyFixture } from '../../../testing/fixtures';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { SupplyNameEditor } from './supply-name-form';

const detail = supplyDetailFixture({ id: 7, nickname: 'Casa' });
const server = setupTestServer(answer(getSupply, { getSupplyResponse: detail }));

function show() {
  const onSaved = vi.fn();
  const rendered = renderWithProviders(<SupplyNameEditor id="7" onSaved={onSaved} />);
  return { ...rendered, onSaved };
}

const nameBox = () => screen.findByRole('textbox', { name: 'Nome della fornitura' });

describe('SupplyNameEditor', () => {
  it('loading, then the form with the current name and its hint', async () => {
    show();
    expect(screen.getByRole('status').textContent).toBe('Caricamento della fornitura…');
    const input = (await nameBox()) as HTMLInputElement;
    expect(input.value).toBe('Casa');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('Fino a 40 caratteri');
  });

  it('a supply that cannot be read: the error, no form', async () => {
    server.use(refuse(getSupply, 404, 'Non trovata'));
    show();
    expect((await screen.findByTestId('supply-error')).textContent).toContain('Fornitura non trovata');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an empty name is refused by the schema, nothing is sent', async () => {
    const sent = vi.fn();
    server.use(
      handle(updateSupply, ({ body }) => {
        sent(body);
        return { updateSupplyResponse: supplyFixture({ id: 7 }) };
      }),
    );
    const { user } = show();
    await user.clear(await nameBox());
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Inserire il nome della fornitura');
    expect((await nameBox()).getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and goes back', async () => {
    let body: unknown;
    server.use(
      handle(updateSupply, (request) => {
        body = request.body;
        return { updateSupplyResponse: supplyFixture({ id: 7, nickname: 'Mare' }) };
      }),
    );
    const { user, onSaved } = show();
    const input = await nameBox();
    await user.clear(input);
    await user.type(input, '  Mare ');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(body).toEqual({ updateSupplyRequest: { id: 7, nickname: 'Mare' } });
  });

  it('the server’s refusal of the name shows under the field', async () => {
    server.use(
      refuse(updateSupply, 400, 'Nome non valido', {
        fields: { 'updateSupplyRequest.nickname': 'Il nome è già usato da un’altra fornitura' },
      }),
    );
    const { user, onSaved } = show();
    const input = await nameBox();
    await user.clear(input);
    await user.type(input, 'Mare');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Il nome è già usato da un’altra fornitura');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a refusal without fields: the message as the form’s error', async () => {
    server.use(refuse(updateSupply, 403, 'Operazione non consentita'));
    const { user } = show();
    await user.type(await nameBox(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Operazione non consentita');
  });

  it('the cancel link goes back to the supply', async () => {
    show();
    await nameBox();
    expect(screen.getByRole('link', { name: 'Annulla' }).getAttribute('href')).toBe('/supplies/7');
  });
});
