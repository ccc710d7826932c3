import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/**
 * The console's component tests: a screen in a memory router with a fresh query cache (no
 * retries), and the API answered by a table of `METHOD path` → [status, body] over fetch.
 */

export type Answer = [number, unknown] | ((init: RequestInit | undefined) => [number, unknown]);

export function stubApi(answers: Record<string, Answer>) {
  sessionStorage.setItem('sportello.console.session', 'sessione-di-prova');
  const calls: { method: string; path: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/services/rest/console/v1', '');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: `${path}${url.search}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    });
    const answer = answers[`${method} ${path}`];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Non trovato' } }), {
        status: 404,
      });
    const [status, body] = typeof answer === 'function' ? answer(init) : answer;
    if (status === -1) return new Promise<Response>(() => undefined);
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, spy };
}

export function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
