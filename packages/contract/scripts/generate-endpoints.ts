/**
 * Writes src/endpoints.ts (the web's zod-free table of operations) from src/operations.
 * Run with `npm run contract:endpoints` after adding or changing an operation.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatEndpoints } from './endpoints-format';
import * as operations from '../src/operations';

const target = fileURLToPath(new URL('../src/endpoints.ts', import.meta.url));
writeFileSync(target, await formatEndpoints(operations, target));
console.log(`contract: ${target} written`);
