import { BRAND_LIST } from '@sportello/brands';
import type { Db } from '../db/index';

/**
 * The brands' rows of `companies` (name, ragione sociale, partita IVA) from the brand registry
 * (packages/brands): the migration inserted the seven codes as reference data, the registry is
 * where a brand's data is defined, so the demo database shows exactly the registry's.
 */
export async function seedBrands(db: Db): Promise<void> {
  for (const brand of BRAND_LIST) {
    await db
      .updateTable('companies')
      .set({ name: brand.name, legal_name: brand.legal.name, vat_number: brand.legal.vatNumber })
      .where('code', '=', brand.code)
      .executeTakeFirstOrThrow();
  }
}
