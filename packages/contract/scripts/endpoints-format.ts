import prettier from 'prettier';
import { endpointsSource } from '../src/endpoints-source';

/** endpoints.ts as the repository's prettier settings print it. */
export async function formatEndpoints(operations: Record<string, unknown>, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(endpointsSource(operations), { ...options, filepath: file });
}
