import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatEndpoints } from './endpoints-format';
import type { OperationDefinition } from '../src/operation';
import * as operations from '../src/operations';

const file = fileURLToPath(new URL('../src/endpoints.ts', import.meta.url));

describe('the operations of the contract', () => {
  it('endpoints.ts is generated from them (run `npm run contract:endpoints` after a change)', async () => {
    expect(readFileSync(file, 'utf8')).toBe(await formatEndpoints(operations, file));
  });

  it('leaves the integration API out of the web’s table (the web never calls it)', async () => {
    const text = await formatEndpoints(operations, file);
    const integration = Object.values(operations as Record<string, unknown>).filter(
      (op): op is OperationDefinition =>
        typeof op === 'object' && op !== null && (op as OperationDefinition).access === 'integration',
    );
    expect(integration.length).toBeGreaterThan(0);
    for (const op of integration) expect(text, op.operationId).not.toContain(`const ${op.operationId}:`);
    expect(text).not.toContain('/services/rest/integration/');
  });

  it('leaves the console API out of the web’s table (apps/console calls it, never the portal)', async () => {
    const text = await formatEndpoints(operations, file);
    const consoleOps = Object.values(operations as Record<string, unknown>).filter(
      (op): op is OperationDefinition =>
        typeof op === 'object' &&
        op !== null &&
        'path' in op &&
        (op as OperationDefinition).path.startsWith('/services/rest/console/'),
    );
    expect(consoleOps.length).toBeGreaterThan(0);
    for (const op of consoleOps) expect(text, op.operationId).not.toContain(`const ${op.operationId}:`);
    expect(text).not.toContain('/services/rest/console/');
  });

  it('each has a unique method and path, a description longer than its summary, and declared refusals', () => {
    const seen = new Set<string>();
    for (const [name, operation] of Object.entries(operations)) {
      if (typeof operation !== 'object' || !('operationId' in operation)) continue;
      expect(operation.operationId, name).toBe(name);
      const key = `${operation.method} ${operation.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(operation.description.length, name).toBeGreaterThan(operation.summary.length);
      expect(operation.refusals.length, name).toBeGreaterThan(0);
      const definition: OperationDefinition = operation;
      expect(definition.status === 204 || definition.response !== undefined, `${name} response`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(80);
  });
});
