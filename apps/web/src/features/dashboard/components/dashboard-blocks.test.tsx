// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardBody, MessagesBlock } from './dashboard-blocks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(children: ReactNode, prepare?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prepare?.(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const skeletonOf = (block: HTMLElement) => block.querySelector('.dash-block__skeleton');

describe('a dashboard block keeps its place whatever its state', () => {
  it('loading: busy, says so to screen readers, shows its skeleton (hidden from them)', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderWith(<MessagesBlock />);
    const block = screen.getByTestId('dash-messages');
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(within(block).getByRole('status').textContent).toBe('Caricamento…');
    expect(skeletonOf(block)?.getAttribute('aria-hidden')).toBe('true');
    expect(skeletonOf(block)?.getAttribute('data-shown')).toBe('true');
  });

  it('failed: its message, with the skeleton still laid out (unseen) to keep the size', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'internal', message: 'Errore' } }), { status: 500 }),
      ),
    );
    renderWith(<MessagesBlock />);
    const block = screen.getByTestId('dash-messages');
    expect((await within(block).findByRole('alert')).textContent).toBe(
      'Informazione non disponibile al momento. Riprova più tardi.',
    );
    expect(block.getAttribute('aria-busy')).toBe('false');
    expect(skeletonOf(block)?.getAttribute('data-shown')).toBe('false');
  });

  it('answered: its content over the unseen skeleton', () => {
    renderWith(<MessagesBlock />, (client) => client.setQueryData(['dashboard', 'unread'], 3));
    const block = screen.getByTestId('dash-messages');
    expect(within(block).getByTestId('dash-unread').textContent).toBe('3');
    expect(within(block).getByRole('link', { name: 'Vai ai messaggi' }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(skeletonOf(block)?.getAttribute('data-shown')).toBe('false');
  });
});

describe('DashboardBody', () => {
  it('holds its content unseen until the layout is known, saying the page is loading', () => {
    const { rerender } = render(
      <DashboardBody settled={false}>
        <p>Contenuto</p>
      </DashboardBody>,
    );
    expect(screen.getByRole('status').textContent).toBe('Caricamento della pagina…');
    expect(screen.getByText('Contenuto').parentElement?.hidden).toBe(true);
    rerender(
      <DashboardBody settled>
        <p>Contenuto</p>
      </DashboardBody>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Contenuto').parentElement?.hidden).toBe(false);
  });
});
