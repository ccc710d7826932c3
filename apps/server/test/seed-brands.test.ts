import { BRAND_LIST } from '@sportello/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seedBrands } from '../src/seed/brands';

/** The companies table against the brand registry (packages/brands), where brands are defined. */
describe('the brands in the database', () => {
  let handle: DatabaseHandle;
  const companies = () =>
    handle.db
      .selectFrom('companies')
      .select(['code', 'name', 'legal_name', 'vat_number'])
      .orderBy('code')
      .execute();
  const registry = () =>
    BRAND_LIST.map((b) => ({
      code: b.code,
      name: b.name,
      legal_name: b.legal.name,
      vat_number: b.legal.vatNumber,
    })).sort((a, b) => a.code.localeCompare(b.code));

  beforeAll(async () => {
    handle = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined });
    await migrate(handle);
  });
  afterAll(() => handle.close());

  it('the migration\u2019s reference rows are the registry\u2019s codes, names and ragioni sociali', async () => {
    const strip = ({ vat_number: _vat, ...row }: { vat_number: string }) => row;
    expect((await companies()).map(strip)).toEqual(registry().map(strip));
  });

  it('the demo seed writes the registry\u2019s data over them, partita IVA included', async () => {
    await seedBrands(handle.db);
    expect(await companies()).toEqual(registry());
  });
});
