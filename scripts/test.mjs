// `npm test`: every suite in order — unit, API (server in-process on PGlite), end-to-end in Chromium.
import { run } from './lib.mjs';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
console.log('\n== Test unitari ==');
// Both unit projects in one run: the web's (jsdom, one VM context a file) and the server's and
// packages' (plain Node, one module graph per worker).
run(process.execPath, [...vitest, '--project', 'unit', '--project', 'unit-node']);
console.log('\n== Test API ==');
run(process.execPath, [...vitest, '--project', 'api']);
console.log('\n== Test end-to-end (Chromium) ==');
run(process.execPath, ['scripts/e2e.mjs', ...process.argv.slice(2)]);
