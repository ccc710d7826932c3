import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle, type Db } from '../db/index';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../seed/index';
import { seedDemoOperators } from '../services/console/demo';
import { seedDemoIntegrationToken } from '../services/integration/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
    config: Config;
  }
}

/**
 * Opens the database (PGlite folder or PostgreSQL server), applies pending migrations and, in
 * demo mode, seeds demo data on first run (and the demo integration token on every start). Closes it with the server.
 */
export default fp(async function databasePlugin(app: FastifyInstance, opts: { handle?: DatabaseHandle }) {
  const handle =
    opts.handle ??
    (await openDatabase(app.config, (error) =>
      app.log.warn({ err: error }, 'database connection lost while idle; the pool opens a new one'),
    ));
  await handle.withStartupLock(async () => {
    const applied = await migrate(handle);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (app.config.MODE === 'demo' && (await seedDemoData(handle.db))) app.log.info('demo data seeded');
    // The demo's integration token (README), on every demo start; production has none.
    if (app.config.MODE === 'demo') await seedDemoIntegrationToken(handle.db);
    // The demo's operators of the console (README), the missing ones on every demo start.
    if (app.config.MODE === 'demo') await seedDemoOperators(handle.db, app.config);
  });
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.addHook('onClose', async () => {
    await handle.close();
  });
});
