import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runIntegrationToken } from '../src/commands/integration-token';
import { openDatabase } from '../src/db/index';
import { findIntegrationToken } from '../src/services/integration/tokens';

/**
 * `npm run integration:token`: create prints the token once (only its digest is stored), list
 * shows name, scopes and dates, revoke stops it; wrong input is refused with the usage.
 */
const dir = mkdtempSync(join(tmpdir(), 'sportello-integration-token-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const demoEnv = { MODE: 'demo', DATA_DIR: dir, LOG_LEVEL: 'silent' };

describe('npm run integration:token', () => {
  it('creates, lists and revokes a token', async () => {
    const created = await runIntegrationToken(
      ['create', '--name', 'erp', '--scopes', 'import,requests'],
      demoEnv,
    );
    const token = /^(spt_\S+)$/m.exec(created)?.[1];
    expect(token).toBeTruthy();
    expect(created).toContain('import, requests');

    const listed = await runIntegrationToken(['list'], demoEnv);
    expect(listed).toMatch(/^erp\timport,requests\t\d{4}-/m);
    expect(listed).not.toContain(token!);

    const database = await openDatabase({ DATA_DIR: dir });
    try {
      const found = await findIntegrationToken(database.db, { MODE: 'demo' }, token!);
      expect(found?.name).toBe('erp');
    } finally {
      await database.close();
    }

    expect(await runIntegrationToken(['revoke', 'erp'], demoEnv)).toContain('revocato');
    await expect(runIntegrationToken(['revoke', 'erp'], demoEnv)).rejects.toThrow(/già revocato/);
    expect(await runIntegrationToken(['list'], demoEnv)).toMatch(/^erp\t.*\t\d{4}-\S+$/m);
    await expect(
      runIntegrationToken(['create', '--name', 'erp', '--scopes', 'import'], demoEnv),
    ).rejects.toThrow(/Esiste già/);
  });

  it('refuses an unknown command, scope or name', async () => {
    await expect(runIntegrationToken([], demoEnv)).rejects.toThrow(/Uso:/);
    await expect(
      runIntegrationToken(['create', '--name', 'x', '--scopes', 'admin'], demoEnv),
    ).rejects.toThrow(/Ambito sconosciuto: admin/);
    await expect(runIntegrationToken(['create', '--scopes', 'import'], demoEnv)).rejects.toThrow(/--name/);
    await expect(
      runIntegrationToken(['create', '--name', 'Nome Con Spazi', '--scopes', 'import'], demoEnv),
    ).rejects.toThrow(/Nome non valido/);
  });
});
