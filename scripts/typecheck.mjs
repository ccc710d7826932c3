// Type-checks every workspace with its own tsconfig (web has DOM and JSX, server has Node).
// `npm run lint` runs the same projects in its pool of jobs (scripts/lint.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The web app first: it takes longest, so the lint pool starts it early.
export const TYPECHECK_PROJECTS = [
  'apps/web',
  'apps/server',
  'e2e',
  'apps/console',
  'packages/contract',
  'packages/domain',
  'packages/contract/scripts',
  'packages/brands',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const project of TYPECHECK_PROJECTS) {
    const result = spawnSync(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) failed = true;
    else console.log(`tsc ${project}: ok`);
  }
  process.exit(failed ? 1 : 0);
}
