import type { Db } from '../db/index';

/** Demo rows of the Erp area (invoices, payments, readings, consumption…). Runs after Core. */
export async function seedErp(_db: Db): Promise<void> {}
