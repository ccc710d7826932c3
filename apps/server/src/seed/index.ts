import type { Db } from '../db/index';
import { seedBrands } from './brands';
import { seedCore } from './core';
import { markDemoSeed } from './demo-marker';
import { seedErp } from './erp';
import { seedFoundation } from './foundation';
import { seedMoney } from './money';
import { seedRegistration } from './registration';
import { seedServices } from './services';

/**
 * Seeds the demo data once, on a database that has no customers yet, in one transaction: a
 * half-seeded database is never left behind. Deterministic: the same rows on every machine.
 * The same transaction writes the `demo_seed` marker: production refuses such a database.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (tx) => {
    await seedBrands(tx);
    await seedFoundation(tx);
    await seedCore(tx);
    await seedErp(tx);
    await seedMoney(tx);
    await seedRegistration(tx);
    await seedServices(tx);
    await markDemoSeed(tx);
  });
  return true;
}
