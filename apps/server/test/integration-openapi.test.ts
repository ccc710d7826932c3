import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE, INTEGRATION_BASE } from '@sportello/contract';
import type { OperationDefinition } from '@sportello/contract/operation';
import * as operations from '@sportello/contract/operations';
import { PRODUCTION_TEST_ENV } from '../src/testing/production-env';
import { useTestApp } from './helper';
import { lintOpenApi } from './openapi-lint';

/**
 * The integration API has its own OpenAPI document (…/integration/v1/docs/json): every
 * integration operation and nothing of the portal's, Bearer security, clean for Spectral and
 * Redocly; the portal's document has none of its routes; the demo shows it in Swagger UI.
 */
type Doc = {
  openapi: string;
  security?: unknown[];
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, { operationId?: string; description?: string; tags?: string[] }>>;
};

const integrationOps = Object.values(operations as Record<string, unknown>).filter(
  (value): value is OperationDefinition =>
    typeof value === 'object' && value !== null && (value as OperationDefinition).access === 'integration',
);

const dir = mkdtempSync(join(tmpdir(), 'sportello-integration-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the integration API’s OpenAPI document (demo)', () => {
  const t = useTestApp();
  const document = async (): Promise<Doc> => {
    const res = await t().request('GET', `${INTEGRATION_BASE}/docs/json`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('has every integration operation and only those, with Bearer security and described tags', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const described = new Set((doc.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name));
    const ids: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith(`${INTEGRATION_BASE}/`), path).toBe(true);
      for (const operation of Object.values(item)) {
        ids.push(operation.operationId!);
        for (const tag of operation.tags ?? []) expect(described.has(tag), tag).toBe(true);
      }
    }
    expect(ids.sort()).toEqual(integrationOps.map((op) => op.operationId).sort());
  });

  it('the portal’s document has none of the integration routes', async () => {
    const res = await t().request('GET', `${API_BASE}/docs/json`);
    const paths = Object.keys((res.json() as Doc).paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => path.startsWith(INTEGRATION_BASE))).toEqual([]);
  });

  it('passes spectral (spectral:oas) and redocly (recommended) with no problem', async () => {
    const report = await lintOpenApi(await document(), dir, 'integration.json');
    expect(report.spectral).toEqual([]);
    expect(report.redocly).toEqual([]);
    expect(report.redoclyTotals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('is shown in the demo’s Swagger UI', async () => {
    const page = await t().request('GET', `${INTEGRATION_BASE}/docs/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const init = await t().request('GET', `${INTEGRATION_BASE}/docs/static/swagger-initializer.js`);
    expect(init.statusCode).toBe(200);
  });
});

describe('the integration API’s OpenAPI document (production)', () => {
  const t = useTestApp({ ...PRODUCTION_TEST_ENV });

  it('is published as JSON, without Swagger UI', async () => {
    const res = await t().request('GET', `${INTEGRATION_BASE}/docs/json`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as Doc).paths).length).toBe(
      new Set(integrationOps.map((op) => op.path)).size,
    );
    const ui = await t().request('GET', `${INTEGRATION_BASE}/docs/`);
    expect(ui.statusCode).toBe(404);
  });
});
