// @vitest-environment jsdom
import { getSupplies, getSupply, updateSupply } from '@sportello/contract/endpoints';
import { SESSION_HEADER } from '@sportello/contract/http';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, call } from '../lib/api-client';
import { useSession } from '../lib/session';
import { supplyDetailFixture, supplyFixture } from './fixtures';
import { answer, errorBody, failNetwork, handle, mswPath, on, refuse } from './handlers';
import { renderWithProviders, TEST_SESSION_ID } from './render';
import { setupTestServer } from './server';

const server = setupTestServer();

describe('handlers typed from the contract', () => {
  it('paths: the contract’s {name} parameters as msw’s, on any origin', () => {
    expect(mswPath('/services/rest/portalapi/Erp/v1/supplies/{id}')).toBe(
      '*/services/rest/portalapi/Erp/v1/supplies/:id',
    );
  });

  it('a handler receives path parameters, query and body, and its answer reaches the client', async () => {
    let seen: unknown;
    server.use(
      handle(updateSupply, ({ body, request }) => {
        seen = { body, session: request.headers.get(SESSION_HEADER) };
        return { updateSupplyResponse: supplyFixture({ nickname: 'Mare' }) };
      }),
      on(getSupply).reply(({ params, query }) => ({
        getSupplyResponse: supplyDetailFixture({ id: Number(params.id), key: query.useExtKey ?? 'nessuna' }),
      })),
    );
    renderWithProviders(<p>pronto</p>);
    const updated = await call(updateSupply, { body: { updateSupplyRequest: { id: 7, nickname: 'Mare' } } });
    expect(updated.nickname).toBe('Mare');
    expect(seen).toEqual({
      body: { updateSupplyRequest: { id: 7, nickname: 'Mare' } },
      session: TEST_SESSION_ID,
    });
    const detail = await call(getSupply, { params: { id: 42 }, query: { useExtKey: true } });
    expect(detail).toMatchObject({ id: 42, key: 'true' });
  });

  it('refuse: the API’s error body, read by the client as an ApiError with its fields', async () => {
    server.use(
      refuse(updateSupply, 400, 'Nome non valido', {
        fields: { 'updateSupplyRequest.nickname': 'Troppo lungo' },
      }),
    );
    const error = await call(updateSupply, {
      body: { updateSupplyRequest: { id: 7, nickname: 'x' } },
      silent: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Nome non valido',
      fields: { 'updateSupplyRequest.nickname': 'Troppo lungo' },
    });
  });

  it('errorBody: the code from the status unless given', () => {
    expect(errorBody(403, 'No')).toEqual({ error: { code: 'forbidden', message: 'No' } });
    expect(errorBody(418, 'Teiera', { code: 'teapot' })).toEqual({
      error: { code: 'teapot', message: 'Teiera' },
    });
  });

  it('once: the first request refused, the next one answered by the handler after it', async () => {
    // server.use puts its handlers first, in the order given.
    server.use(
      refuse(getSupplies, 500, 'Errore', { once: true }),
      answer(getSupplies, { getSuppliesResponse: { supplies: [], total: 0 } }),
    );
    await expect(call(getSupplies, { silent: true })).rejects.toMatchObject({ status: 500 });
    await expect(call(getSupplies)).resolves.toMatchObject({ total: 0 });
  });

  it('failNetwork: status 0 for the client', async () => {
    server.use(failNetwork(getSupplies));
    await expect(call(getSupplies, { silent: true })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});

describe('renderWithProviders', () => {
  function Where() {
    const { id } = useParams();
    const { company, loggedIn } = useSession();
    return (
      <p>
        {id} {company} {loggedIn ? 'dentro' : 'fuori'}
      </p>
    );
  }

  it('mounts the element at its path, with the session store (brand ast by default)', () => {
    renderWithProviders(<Where />, { route: '/supplies/7', path: '/supplies/:id' });
    expect(screen.getByText('7 ast dentro')).toBeTruthy();
  });

  it('session values given by the test', () => {
    renderWithProviders(<Where />, {
      route: '/x/1',
      path: '/x/:id',
      session: { company: 'sga', loggedIn: false },
    });
    expect(screen.getByText('1 sga fuori')).toBeTruthy();
  });

  it('other routes show where the screen went', async () => {
    const { user, router } = renderWithProviders(
      <a href="/supplies" onClick={(e) => (e.preventDefault(), void router.navigate('/supplies'))}>
        Vai
      </a>,
      { routes: [{ path: '/supplies' }] },
    );
    await user.click(screen.getByRole('link', { name: 'Vai' }));
    expect(screen.getByRole('heading', { name: 'Pagina /supplies' })).toBeTruthy();
  });
});
