import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/index';

/**
 * A "PostgreSQL server" that accepts connections and never answers: a black-holed database (a
 * firewall dropping packets, a hung server). With the default timeouts a request gets the 503
 * of the maintenance path within 5 seconds instead of hanging.
 */
describe('database black hole: 503 within 5 s', () => {
  let server: Server;
  const sockets = new Set<Socket>();
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const config = loadConfig({
      MODE: 'demo',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `postgres://sportello:segreto@127.0.0.1:${port}/sportello`,
    });
    const handle = await openDatabase(config);
    // The database went away after the start: migrations and seed are behind us.
    const started: DatabaseHandle = { ...handle, withStartupLock: async () => undefined as never };
    app = await buildApp({ config, database: started, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each([
    ['POST', '/services/rest/portalapi/Core/v1/sessions', { createNewSessionRequest: { company: 'ast' } }],
    ['GET', '/readyz', undefined],
  ] as const)('%s %s', async (method, url, payload) => {
    const started = Date.now();
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'service_unavailable' });
    expect(elapsed).toBeLessThan(5000);
  });
});
