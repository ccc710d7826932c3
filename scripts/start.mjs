// `npm start`: builds what is missing, then runs the server (migrations and demo seed on start).
import { buildWebIfStale, ROOT } from './lib.mjs';
import { spawn } from 'node:child_process';

buildWebIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
