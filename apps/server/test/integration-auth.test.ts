import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INTEGRATION_BASE } from '@sportello/contract';
import { defineOperation } from '@sportello/contract/operation';
import errorHandler from '../src/plugins/error-handler';
import integrationAuth from '../src/plugins/integration-auth';
import { serve } from '../src/plugins/operations';
import {
  createIntegrationToken,
  DEMO_INTEGRATION_TOKEN,
  revokeIntegrationToken,
} from '../src/services/integration/tokens';
import { PRODUCTION_TEST_ENV } from '../src/testing/production-env';
import { requireScope } from '../src/use-cases/context';
import { useTestApp } from './helper';

/**
 * The integration API's Bearer tokens: a live token opens its operations and nothing else, a
 * customer's session never opens them, a missing scope is a 403, each use is logged with the
 * token's name, and production has no demo token.
 */
const TOKEN_PATH = `${INTEGRATION_BASE}/token`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

describe('integration tokens (demo mode)', () => {
  const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream });

  it('the demo token opens the integration API with every scope', async () => {
    const res = await t().request('GET', TOKEN_PATH, { headers: bearer(DEMO_INTEGRATION_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'demo', scopes: ['import', 'requests', 'prices'] });
  });

  it('no token, a malformed header or an unknown token: 401 with the error body and WWW-Authenticate', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('spt_nonesiste_nonesiste_nonesiste')]) {
      const res = await t().request('GET', TOKEN_PATH, { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json().error.code).toBe('unauthenticated');
      expect(res.json().error.message).toMatch(/token/i);
    }
  });

  it('a customer’s session never opens the integration API', async () => {
    const session = await t().login('demo.ast');
    const res = await t().request('GET', TOKEN_PATH, { session });
    expect(res.statusCode).toBe(401);
    const both = await t().request('GET', TOKEN_PATH, { session, headers: { authorization: 'Bearer ' } });
    expect(both.statusCode).toBe(401);
  });

  it('a token never opens the portal’s operations', async () => {
    const supplies = await t().request('GET', '/Erp/v1/supplies', {
      headers: bearer(DEMO_INTEGRATION_TOKEN),
    });
    expect(supplies.statusCode).toBe(401);
    const session = await t().request('GET', '/Core/v1/delegations', {
      headers: bearer(DEMO_INTEGRATION_TOKEN),
    });
    expect(session.statusCode).toBe(401);
  });

  it('a created token works, is logged by name, moves last_used_at once a minute, and stops when revoked', async () => {
    const created = await createIntegrationToken(t().db, 'erp', ['import']);
    if ('refused' in created) throw new Error(created.refused);
    expect(created.token).toMatch(/^spt_[A-Za-z0-9_-]{43}$/);
    const row = await t()
      .db.selectFrom('integration_tokens')
      .selectAll()
      .where('name', '=', 'erp')
      .executeTakeFirstOrThrow();
    expect(row.token_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);

    lines.length = 0;
    const first = await t().request('GET', TOKEN_PATH, { headers: bearer(created.token) });
    expect(first.json()).toEqual({ name: 'erp', scopes: ['import'] });
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed?.integration).toBe('erp');
    expect(JSON.stringify(lines)).not.toContain(created.token);

    const used = async () =>
      (
        await t()
          .db.selectFrom('integration_tokens')
          .select('last_used_at')
          .where('name', '=', 'erp')
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const firstUse = await used();
    expect(firstUse).toBeTruthy();
    await t().request('GET', TOKEN_PATH, { headers: bearer(created.token) });
    expect(await used()).toEqual(firstUse);

    const again = await createIntegrationToken(t().db, 'erp', ['prices']);
    expect(again).toHaveProperty('refused');

    expect(await revokeIntegrationToken(t().db, 'erp')).toBe(true);
    const revoked = await t().request('GET', TOKEN_PATH, { headers: bearer(created.token) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.message).toMatch(/revocato/);
  });

  it('an operation requiring a scope the token lacks answers 403 in Italian', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', t().app.config);
    app.decorate('db', t().db);
    app.decorate('database', t().app.database);
    await app.register(errorHandler);
    await app.register(integrationAuth);
    const op = defineOperation({
      operationId: 'testPrices',
      method: 'GET',
      path: `${INTEGRATION_BASE}/test-prices`,
      tag: 'Integrazione',
      summary: 'prova',
      description: 'Un’operazione di prova con ambito prices.',
      access: 'integration',
      scope: 'prices',
      response: z.object({ who: z.string() }),
      refusals: [401, 403],
    });
    await app.register(
      async (child) => {
        serve(child, op, ({ actor }) => ({ who: actor.tokenName }));
      },
      { prefix: INTEGRATION_BASE },
    );
    const importOnly = await createIntegrationToken(t().db, 'solo-import', ['import']);
    const prices = await createIntegrationToken(t().db, 'prezzi', ['prices']);
    if ('refused' in importOnly || 'refused' in prices) throw new Error('not created');
    const refused = await app.inject({ url: op.path, headers: bearer(importOnly.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'forbidden' });
    expect(refused.json().error.message).toContain('prices');
    const allowed = await app.inject({ url: op.path, headers: bearer(prices.token) });
    expect(allowed.json()).toEqual({ who: 'prezzi' });
    await app.close();
  });

  it('an operation that consumes a non-JSON type gets the body as a stream; another type is a 415', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', t().app.config);
    app.decorate('db', t().db);
    app.decorate('database', t().app.database);
    await app.register(errorHandler);
    await app.register(integrationAuth);
    const op = defineOperation({
      operationId: 'testLines',
      method: 'POST',
      path: `${INTEGRATION_BASE}/test-lines/{id}`,
      tag: 'Integrazione',
      summary: 'prova',
      description: 'Un’operazione di prova che legge un corpo NDJSON come flusso.',
      access: 'integration',
      scope: 'import',
      consumes: ['application/x-ndjson'],
      params: z.object({ id: z.coerce.number().int() }),
      body: z.string(),
      response: z.object({ id: z.number(), bytes: z.number(), lines: z.number() }),
      refusals: [400, 401, 403, 415],
    });
    await app.register(
      async (child) => {
        serve(child, op, async ({ params, body }) => {
          let bytes = 0;
          let lines = 0;
          for await (const chunk of body) {
            bytes += (chunk as Buffer).length;
            lines += (chunk as Buffer).toString('utf8').split('\n').length - 1;
          }
          return { id: params.id, bytes, lines };
        });
      },
      { prefix: INTEGRATION_BASE },
    );
    const payload = '{"a":1}\n{"a":2}\n';
    const ok = await app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/test-lines/7`,
      headers: { ...bearer(DEMO_INTEGRATION_TOKEN), 'content-type': 'application/x-ndjson; charset=utf-8' },
      payload,
    });
    expect(ok.json()).toEqual({ id: 7, bytes: payload.length, lines: 2 });
    const json = await app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/test-lines/7`,
      headers: { ...bearer(DEMO_INTEGRATION_TOKEN), 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toContain('application/x-ndjson');
    const badParam = await app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/test-lines/x`,
      headers: { ...bearer(DEMO_INTEGRATION_TOKEN), 'content-type': 'application/x-ndjson' },
      payload,
    });
    expect(badParam.statusCode).toBe(400);
    await app.close();
  });

  it('requireScope: the actor when it holds the scope, 403 otherwise', () => {
    const actor = { kind: 'integration', tokenName: 'test', tokenId: 0, scopes: ['import'] } as const;
    expect(requireScope(actor, 'import')).toBe(actor);
    expect(() => requireScope(actor, 'requests')).toThrow(/ambito/);
  });
});

describe('integration tokens in production', () => {
  const t = useTestApp({ ...PRODUCTION_TEST_ENV });

  it('has no demo token, and the demo token’s text never authenticates', async () => {
    const rows = await t().db.selectFrom('integration_tokens').select('name').execute();
    expect(rows).toEqual([]);
    const res = await t().request('GET', TOKEN_PATH, { headers: bearer(DEMO_INTEGRATION_TOKEN) });
    expect(res.statusCode).toBe(401);
  });
});
