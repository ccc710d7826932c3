import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@sportello/domain';
import { runImport, summaryText, progressReporter } from '../src/commands/import';
import { openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { todayInItaly } from '../src/services/erp/rules';
import { DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { SERVER_ROOT } from '../src/paths';
import { useTestApp } from './helper';

/**
 * `npm run import`: spawned against a running test server (a folder of CSV files, one line
 * refused: the summary names it and the exit code is 1), and in --database mode on a PGlite data
 * directory through the same use cases (GME prices, then again: unchanged).
 */
const dir = mkdtempSync(join(tmpdir(), 'sportello-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const COMMAND = join(SERVER_ROOT, 'src/commands/import.ts');

function runCommand(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', COMMAND, ...args], {
      env: { ...process.env, ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const silent = () =>
  progressReporter(
    new Writable({
      write(_c, _e, done) {
        done();
      },
    }),
  );

describe('npm run import, against a running server', () => {
  const t = useTestApp();
  let url = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const address = t().app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  it('imports every file of a folder, prints the summary with the refused line, exits 1', async () => {
    const supply = await t()
      .db.selectFrom('supplies')
      .select('pod_pdr')
      .where('key', '=', 'AST0001001-01')
      .executeTakeFirstOrThrow();
    const day = addDays(todayInItaly(), -5);
    const folder = join(dir, 'consumi');
    mkdirSync(folder);
    const hours = ['pod;giorno;ora;consumo'];
    for (let ora = 1; ora <= 24; ora++) hours.push(`${supply.pod_pdr};${day};${ora};0,5`);
    writeFileSync(join(folder, '01-ore.csv'), `${hours.join('\n')}\n`);
    writeFileSync(join(folder, '02-errore.csv'), `pod;giorno;ora;consumo\n${supply.pod_pdr};${day};26;1\n`);
    writeFileSync(join(folder, 'leggimi.md'), 'non un CSV');

    const result = await runCommand(['consumption', folder, '--url', url], {
      SPORTELLO_TOKEN: DEMO_INTEGRATION_TOKEN,
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(
      /File: 2 {2}creati: \d+ {2}aggiornati: \d+ {2}invariati: 0 {2}rifiutati: 1/,
    );
    expect(result.stdout).toMatch(/02-errore\.csv:2 \[ora\] Ora non valida: da 1 a 24/);
    expect(result.stderr).toMatch(/01-ore\.csv: 100%/); // plain progress lines off a terminal

    // Again, only the good file: nothing refused, exit 0.
    const again = await runCommand([
      'consumption',
      join(folder, '01-ore.csv'),
      '--url',
      url,
      '--token',
      DEMO_INTEGRATION_TOKEN,
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/creati: 0 {2}aggiornati: 24 .*rifiutati: 0/);
  });

  it('customers (NDJSON, A’s use case through the same table): created, and a wrong line refused', async () => {
    const customer = {
      company: 'ast',
      code: 'AST0900001',
      type: 'private',
      name: 'Mario Rossi',
      fiscalCode: 'RSSMRA80A01H501U',
      email: 'mario.rossi@example.it',
      contracts: [
        {
          code: 'CTR-900001',
          startDate: '2024-01-01',
          paymentMethod: 'SDD',
          iban: 'IT60X0542811101000000123456',
          supplies: [
            {
              commodity: 'luce',
              podPdr: 'IT001E90000001',
              address: 'Via Roma 1',
              postalCode: '00184',
              locality: 'Roma',
              province: 'RM',
              activationDate: '2024-01-01',
              meters: [{ serial: 'M900001', installedOn: '2024-01-01' }],
            },
          ],
        },
      ],
    };
    const file = join(dir, 'clienti.ndjson');
    writeFileSync(file, `${JSON.stringify(customer)}\n{"code":1}\n`);
    const totals = await runImport(['customers', file, '--url', url, '--token', DEMO_INTEGRATION_TOKEN], {
      progress: silent(),
    });
    expect(totals).toMatchObject({ files: 1, created: 1, refused: 1 });
    expect(totals.refusals[0]).toMatchObject({ file, line: 2 });
  });

  it('a wrong token or a missing file stops with the reason and exit 1', async () => {
    const wrong = await runCommand([
      'prices',
      join(SERVER_ROOT, 'test/fixtures/gme'),
      '--url',
      url,
      '--token',
      'spt_no',
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/Token rifiutato \(401\)/);
    await expect(runImport(['readings', join(dir, 'nessuno.csv'), '--token', 'x'])).rejects.toThrow(
      /non trovati/,
    );
    await expect(runImport(['boh', dir])).rejects.toThrow(/Uso:/);
  });
});

describe('npm run import --database (PGlite data directory)', () => {
  // Migrates a database on disk and runs the command three times: minutes on a loaded machine.
  it(
    'goes through the same use cases: GME prices of a folder, then again unchanged',
    { timeout: 240_000 },
    async () => {
      const dataDir = join(dir, 'pglite');
      const database = await openDatabase({ DATA_DIR: dataDir });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      const gme = join(dir, 'gme');
      cpSync(join(SERVER_ROOT, 'test/fixtures/gme'), gme, { recursive: true });
      rmSync(join(gme, 'malformed-MGPPrezzi.xml'));
      const env = { MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const first = await runImport(['prices', gme, '--database'], { env, progress: silent() });
      // 24 + 24 + 23 + 24 (25 hours, 02:00 averaged) + 24 (quarters) hours.
      expect(first).toMatchObject({ files: 5, created: 24 + 24 + 24 + 23 + 24 + 24, refused: 0 });
      const second = await runImport(['prices', gme, '--database'], { env, progress: silent() });
      expect(second).toMatchObject({ created: 0, updated: 0, unchanged: first.created });
      expect(summaryText(second)).toMatch(/^File: 5 {2}creati: 0/);
      writeFileSync(join(dir, 'rotto.xml'), '<NewDataSet><Prezzi>');
      const broken = await runImport(['prices', join(dir, 'rotto.xml'), '--database'], {
        env,
        progress: silent(),
      });
      expect(broken).toMatchObject({
        refused: 1,
        refusals: [expect.objectContaining({ line: 0, field: 'file' })],
      });
    },
  );
});
