// Time from `npm start`'s server process to ready on a fresh data folder (migrations + demo seed),
// with the web app already built. Prints seconds; run: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const port = 8190;

async function once(i) {
  const dataDir = `/tmp/sportello-bench-start-${process.pid}-${i}`;
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  return seconds;
}

const times = [];
for (let i = 0; i < runs; i++) times.push(await once(i));
times.sort((a, b) => a - b);
console.log(
  `start to ready on a fresh data folder (budget 15 s): ${times.map((t) => t.toFixed(2)).join(' s, ')} s; median ${times[Math.floor(times.length / 2)].toFixed(2)} s`,
);
