import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../services/ops/purge';

/**
 * Runs the purge job every PURGE_INTERVAL_MINUTES while the server is up (first run one
 * interval after the start). Safe with several servers: each run takes an advisory lock, and a
 * server that does not get it skips that run.
 */
export default fp(async function purgePlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = purgeExpired(app.db, app.config)
      .then((counts) => {
        if (counts) app.log.info({ purged: counts }, 'purge: expired rows deleted');
      })
      .catch((err: unknown) => app.log.error({ err }, 'purge failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, app.config.PURGE_INTERVAL_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
