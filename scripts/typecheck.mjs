// Type-checks every workspace with its own tsconfig (web has DOM and JSX, server has Node).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/contract',
  'packages/contract/scripts',
  'packages/brands',
  'apps/server',
  'apps/web',
  'apps/console',
  'e2e',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
  else console.log(`tsc ${project}: ok`);
}
process.exit(failed ? 1 : 0);
