import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OperationDefinition } from '@sportello/contract/operation';
import * as operations from '@sportello/contract/operations';
import { servedOperations } from '../src/plugins/openapi-operations';
import { useTestApp } from './helper';
import { lintOpenApi } from './openapi-lint';

/**
 * The contract the server serves is clean for the two linters integrators use (Spectral with
 * `spectral:oas`, Redocly with its recommended rules: no error and no warning), every operation
 * has an operationId, a description and a described tag, and the contract's endpoint table — what
 * the web's typed client calls — names exactly the served operations and the very schemas their
 * routes validate with.
 */

const t = useTestApp();
const dir = mkdtempSync(join(tmpdir(), 'sportello-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function servedContract(): Promise<{
  openapi: string;
  info: { contact?: object };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<
    string,
    Record<string, { operationId?: string; summary?: string; description?: string; tags?: string[] }>
  >;
}> {
  const res = await t().request('GET', '/services/rest/portalapi/docs/json');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const definitions = Object.values(operations as Record<string, unknown>).filter(
  (value): value is OperationDefinition =>
    typeof value === 'object' && value !== null && 'operationId' in value,
);

describe('the published contract', () => {
  it('is OpenAPI 3.1 with servers, contact, and an operationId, a description and a described tag on every operation', async () => {
    const doc = await servedContract();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.contact).toBeTruthy();
    const described = new Set((doc.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name));
    const ids: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, `${where}: operationId`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        ids.push(operation.operationId!);
        // A description says more than the summary: what the call does, who may make it, its refusals.
        expect(operation.description?.trim().length ?? 0, `${where}: description`).toBeGreaterThan(40);
        expect(operation.description, `${where}: description`).not.toBe(operation.summary);
        expect(operation.tags?.length, `${where}: tag`).toBeGreaterThan(0);
        for (const tag of operation.tags ?? [])
          expect(described.has(tag), `${where}: tag ${tag} described`).toBe(true);
      }
    }
    expect(ids.length).toBeGreaterThan(70);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares only refusals that happen: a probe answers 400 to a query carrying a NUL character', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await t().request('GET', path, { query: { x: '\u0000' } });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code, path).toBe('validation_error');
    }
  });

  it('serves exactly the operations of the contract, each with the schemas of its definition', () => {
    const served = servedOperations(t().app);
    expect(served.length).toBeGreaterThan(70);
    const byId = new Map(definitions.map((definition) => [definition.operationId, definition]));
    const seen: string[] = [];
    for (const op of served) {
      const key = `${op.method} ${op.path}`;
      const id = (op.schema as { operationId?: string }).operationId;
      const definition = id ? byId.get(id) : undefined;
      expect(
        definition,
        `${key} is served from a definition of packages/contract/src/operations`,
      ).toBeTruthy();
      if (!definition) continue;
      expect(`${definition.method} ${definition.path}`).toBe(key);
      const response = (op.schema.response ?? {}) as Record<string, unknown>;
      const success = String(definition.status ?? 200);
      expect(op.schema.params, key).toBe(definition.params);
      expect(op.schema.querystring, key).toBe(definition.query);
      expect(op.schema.body, key).toBe(definition.body);
      expect(response[success], key).toBe(definition.response);
      expect(
        Object.keys(response)
          .filter((status) => status !== success && !(status === '202' && definition.accepted))
          .map(Number),
        key,
      ).toEqual([...definition.refusals].sort((a, b) => a - b));
      seen.push(definition.operationId);
    }
    expect(
      definitions.map((definition) => definition.operationId).filter((id) => !seen.includes(id)),
      'operations the server does not serve',
    ).toEqual([]);
  });

  it('documents the consumption of a range as columns (ConsumptionColumns), not an object per slot', async () => {
    const doc = (await servedContract()) as unknown as {
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    const answer = JSON.stringify(doc.components.schemas.GetConsumptionsResponse);
    expect(answer).toContain('"columns":{"$ref":"#/components/schemas/ConsumptionColumns"');
    expect(answer).not.toContain('"items":{"type":"array"');
    const columns = doc.components.schemas.ConsumptionColumns!;
    expect(Object.keys(columns.properties ?? {}).sort()).toEqual(
      ['band', 'estimated', 'f1', 'f2', 'f3', 'start', 'step', 'total'].sort(),
    );
    expect(columns.properties?.total).toMatchObject({ type: 'array' });
  });

  it('passes spectral (spectral:oas) and redocly (recommended) with no error and no warning', async () => {
    const report = await lintOpenApi(await servedContract(), dir);
    expect(report.spectral).toEqual([]);
    expect(report.redocly).toEqual([]);
    expect(report.redoclyTotals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
