import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/index';

/**
 * An unexpected server error reaches the error tracker (a local fake of Sentry's ingestion) with
 * its stack, operation and trace, and nothing of the request: no body, no session, no address.
 * Refusals (4xx) are not errors and are not sent.
 */

const envelopes: string[] = [];
let sentry: Server;
let app: FastifyInstance;

beforeAll(async () => {
  sentry = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url?.startsWith('/api/1/envelope/')) envelopes.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  const config = loadConfig({
    MODE: 'demo',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SENTRY_DSN: `http://chiavepubblica@127.0.0.1:${port}/1`,
  });
  app = await buildApp({ config, database: await openDatabase({ DATA_DIR: 'memory://' }), logger: false });
  // A route that fails the way a bug does (routes can be added until the app is ready).
  app.post('/test/guasto', async () => {
    throw new Error('guasto inatteso nel caso d’uso');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => sentry.close(resolve));
});

describe('error reporting', () => {
  it('sends an unexpected error with its stack and operation, and nothing of the request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/guasto',
      headers: { 'x-session-id': 'sessione-segreta-123', 'content-type': 'application/json' },
      payload: { codiceFiscale: 'RSSMRA80A01H501U' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(await app.errorReporter!.flush()).toBe(true);
    expect(envelopes).toHaveLength(1);
    const envelope = envelopes[0]!;
    expect(envelope).toContain('guasto inatteso nel caso d’uso');
    expect(envelope).toContain('"operation":"/test/guasto"');
    expect(envelope).toContain('"stacktrace"');
    expect(envelope).not.toContain('sessione-segreta-123');
    expect(envelope).not.toContain('RSSMRA80A01H501U');
    expect(envelope).not.toContain('127.0.0.1');
  });

  it('does not send refusals', async () => {
    const before = envelopes.length;
    const res = await app.inject({ method: 'GET', url: '/services/rest/portalapi/Erp/v1/supplies' });
    expect(res.statusCode).toBe(401);
    await app.errorReporter!.flush();
    expect(envelopes).toHaveLength(before);
  });
});
