import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * One msw server per test file: listens before the file's tests, forgets the handlers a test
 * added (`server.use`) after each, and stops at the end. A request nobody handles fails the
 * test, so a screen never silently calls something the test did not describe.
 *
 *     const server = setupTestServer(answer(getSupplies, twoSupplies));
 *     server.use(refuse(getSupplies, 500, 'Errore')); // in one test
 */
export function setupTestServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
