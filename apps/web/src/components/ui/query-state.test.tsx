// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentOnly, QueryState, type QueryLike } from './query-state';

afterEach(cleanup);

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state };
}

const list = (items: string[]) => (
  <ul aria-label="Elenco">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('loading: a busy polite status with the screen’s text and class, nothing else', () => {
    render(
      <QueryState query={query<string[]>({ isPending: true })} loading="Caricamento delle bollette…">
        {list}
      </QueryState>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Caricamento delle bollette…');
    expect(status.className).toBe('muted');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('loading: a default text, a class of its own, or a node of the caller (a skeleton)', () => {
    const { rerender } = render(
      <QueryState query={query<string[]>({ isPending: true })} loadingClassName="visually-hidden">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Caricamento…');
    expect(screen.getByRole('status').className).toBe('visually-hidden');
    rerender(
      <QueryState query={query<string[]>({ isPending: true })} loading={<div data-testid="scheletro" />}>
        {list}
      </QueryState>,
    );
    expect(screen.getByTestId('scheletro')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('error: an alert with the message and a "Riprova" button that calls refetch once per press', async () => {
    const refetch = vi.fn();
    render(
      <QueryState
        query={query<string[]>({ isError: true, refetch })}
        error="Non è stato possibile caricare le bollette."
        errorTestId="errore-bollette"
      >
        {list}
      </QueryState>,
    );
    // Only the message is announced; the button sits beside it in the same error box.
    expect(screen.getByRole('alert').textContent).toBe('Non è stato possibile caricare le bollette.');
    const box = screen.getByTestId('errore-bollette');
    expect(box.className).toContain('alert--error');
    const retry = within(box).getByRole('button', { name: 'Riprova' });
    await userEvent.click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('error: the message may depend on the error; the button waits while the retry is under way', () => {
    const refetch = vi.fn();
    render(
      <QueryState
        query={query<string[]>({ isError: true, isFetching: true, error: new Error('404'), refetch })}
        error={(error) => `Errore: ${(error as Error).message}`}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Errore: 404');
    const retry = screen.getByRole('button', { name: 'Riprova' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
  });

  it('error: no "Riprova" where asking again cannot help (canRetry)', () => {
    render(
      <QueryState
        query={query<string[]>({ isError: true, error: { status: 404 } })}
        error="Fornitura non trovata."
        canRetry={(error) => (error as { status: number }).status !== 404}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Fornitura non trovata.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('error wins over stale data: a failed refresh is not hidden behind the old answer', () => {
    render(
      <QueryState query={query({ isError: true, data: ['vecchio'] })} error="Caricamento non riuscito.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Caricamento non riuscito.');
    expect(screen.queryByText('vecchio')).toBeNull();
  });

  it('empty: the empty message as a status, and the children are not called', () => {
    const children = vi.fn(list);
    render(
      <QueryState
        query={query({ data: [] as string[] })}
        isEmpty={(d) => d.length === 0}
        empty="Nessuna bolletta."
      >
        {children}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Nessuna bolletta.');
    expect(children).not.toHaveBeenCalled();
  });

  it('empty: a node of the caller instead of the text', () => {
    render(
      <QueryState
        query={query({ data: [] as string[] })}
        isEmpty={(d) => d.length === 0}
        empty={<a href="/offerte">Scopri le offerte</a>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('link', { name: 'Scopri le offerte' })).toBeTruthy();
  });

  it('answered: the children with the data', () => {
    render(
      <QueryState query={query({ data: ['uno', 'due'] })} isEmpty={(d) => d.length === 0} empty="Vuoto">
        {list}
      </QueryState>,
    );
    const items = within(screen.getByRole('list', { name: 'Elenco' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['uno', 'due']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('currentOnly', () => {
  const query = { isPending: false, isError: false, isFetching: true, error: null, refetch: () => undefined };

  it('a fetch of something else counts as loading and hides the answer in view', () => {
    expect(currentOnly(query, false, 'ieri')).toMatchObject({ isPending: true, data: undefined });
  });

  it('the current answer shows, even while it is being refreshed', () => {
    expect(currentOnly(query, true, 'oggi')).toMatchObject({ isPending: false, data: 'oggi' });
    expect(currentOnly({ ...query, isFetching: false }, true, 'oggi').data).toBe('oggi');
  });
});
