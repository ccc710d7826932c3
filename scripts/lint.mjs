// `npm run lint`: ESLint, Prettier's check and `tsc` on every workspace, as one pool of jobs run
// as many at a time as the machine has cores (each is one single-threaded process: on CI's 2 cores
// the three in a row took 116 s). Each job's output is printed whole when it ends, so two jobs'
// lines never interleave; the command fails when any job fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ROOT } from './lib.mjs';
import { TYPECHECK_PROJECTS } from './typecheck.mjs';

const node = process.execPath;
// Longest first, so the pool does not end with one long job alone.
const jobs = [
  { name: 'eslint', args: ['node_modules/eslint/bin/eslint.js', '.'] },
  ...TYPECHECK_PROJECTS.map((project) => ({
    name: `tsc ${project}`,
    args: ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'],
  })),
  {
    name: 'prettier --check',
    args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
  },
];

function runJob({ name, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)\n${output.trimEnd() ? output.trimEnd() + '\n' : ''}`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...jobs];
const results = [];
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) results.push(await runJob(job));
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
if (results.some((ok) => !ok)) process.exit(1);
