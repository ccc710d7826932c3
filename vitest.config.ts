import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The suites: `unit` (the web's and the console's code and components) and `unit-node` (the
// server's and the packages' code), beside the code, and `api` (the Fastify server
// in-process against a real PostgreSQL: PGlite by default, DATABASE_URL for a server).
export default defineConfig({
  test: {
    projects: [
      {
        // The console's screens import the portal's UI kit through these aliases (apps/console/vite.config.ts).
        resolve: {
          alias: {
            '@kit': fileURLToPath(new URL('apps/web/src/components/ui', import.meta.url)),
            '@web': fileURLToPath(new URL('apps/web/src', import.meta.url)),
          },
        },
        test: {
          name: 'unit',
          // The web's and the console's code (most files jsdom component tests); the server's, the
          // packages' and the web build's Node code is the `unit-node` project's. `npm run test:unit`
          // runs both.
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // What jsdom lacks (matchMedia, in a VM context Node's web streams and SubtleCrypto) and
          // Vite's build constants, for the web's component tests.
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Each file still runs alone, in a VM context of its own (its own modules and globals),
          // but in a worker that stays: in the default pool (a process per file) each of the 117
          // jsdom files loaded jsdom anew (about 1 s) and every file its imports (the unit suite:
          // 133 s of environment, 101 s of imports, 254 s in all at load 4-7; 82 s with this split).
          pool: 'vmThreads',
          // Both cores (vitest keeps one free by default).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'unit-node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // The web's build steps run in Node (they import the registry through tsx).
            'apps/web/build/**/*.test.ts',
          ],
          // Use cases are tested against the real database: in the api project.
          exclude: ['apps/server/src/use-cases/**', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          maxWorkers: 2,
          // One module graph per worker, not per file (as the api project): none of these files
          // mocks a module, stubs a global or the environment, or changes process.env.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/use-cases/**/*.test.ts'],
          exclude: ['apps/server/test/faults/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own server on its own database; two files at a time fit 2 cores.
          maxWorkers: 2,
          fileParallelism: true,
          // One module graph per worker, not per file: importing the server again in each of the
          // 128 files cost 259 s of worker time. No API test mocks modules or changes process.env.
          isolate: false,
        },
      },
      {
        // Faults of a real deployment (our own PostgreSQL server stopped and started, server
        // processes killed, nginx in front): skipped with a message where PostgreSQL or nginx is
        // missing. One file, run on its own: it starts three servers.
        test: {
          name: 'faults',
          include: ['apps/server/test/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 400_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
