import { CONSOLE_BASE } from './http';
import type { OperationDefinition } from './operation';

/**
 * The text of endpoints.ts: each operation's method and path under its operationId, typed by its
 * definition through a type-only import, so the web's bundle carries two strings per operation
 * it calls and no zod. `npm run contract:endpoints` writes it; a unit test fails when it is stale.
 * The integration API's operations (`access: 'integration'`) and the console's (`CONSOLE_BASE`)
 * are left out.
 */
export function endpointsSource(operations: Record<string, unknown>): string {
  const lines = [
    '// Generated from src/operations by `npm run contract:endpoints`: do not edit by hand.',
    '// A unit test (endpoints.test.ts) fails when this file no longer matches the operations.',
    "import type { Endpoint } from './endpoint-types';",
    "import type * as Operations from './operations';",
    '',
    'export type {',
    '  BodyOf,',
    '  Declares,',
    '  Endpoint,',
    '  HttpMethod,',
    '  OperationOf,',
    '  PathParams,',
    '  QueryOf,',
    '  ResponseOf,',
    "} from './endpoint-types';",
  ];
  const definitions = Object.entries(operations)
    .filter((entry): entry is [string, OperationDefinition] => isOperation(entry[1]))
    // The integration API is for the retailer's systems: the web never calls it.
    .filter(([, operation]) => operation.access !== 'integration')
    // The console API is the operators' (apps/console has its own table): the web never calls it.
    .filter(([, operation]) => operation.access !== 'operator' && !operation.path.startsWith(CONSOLE_BASE))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, operation] of definitions) {
    if (name !== operation.operationId) {
      throw new Error(`the export ${name} defines operationId ${operation.operationId}: they must match`);
    }
    lines.push(
      '',
      `/** ${operation.summary.replace(/\*\//g, '* /')} */`,
      `export const ${name}: Endpoint<typeof Operations.${name}> = {`,
      `  method: '${operation.method}',`,
      `  path: '${operation.path}',`,
      '};',
    );
  }
  return lines.join('\n') + '\n';
}

function isOperation(value: unknown): value is OperationDefinition {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value;
}
