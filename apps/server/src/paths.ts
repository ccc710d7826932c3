import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found from this file whether it runs from source (src/paths.ts under
 * tsx) or bundled into dist/main.js (production image): the first folder up that holds the
 * migrations.
 */
function findServerRoot(from: string): string {
  let dir = dirname(from);
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(join(dir, 'migrations')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error(`cartella del server non trovata a partire da ${from}`);
}

export const SERVER_ROOT = findServerRoot(fileURLToPath(import.meta.url));
