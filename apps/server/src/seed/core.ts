import type { Db } from '../db/index';

/** Demo rows of the Core area (notifications, links, configuration…). Runs after the foundation. */
export async function seedCore(_db: Db): Promise<void> {}
