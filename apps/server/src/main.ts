import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startMetricsServer } from './plugins/metrics';
import { SERVER_ROOT } from './paths';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-people';

const DEFAULT_WEB_DIST = join(SERVER_ROOT, '..', 'web', 'dist');
/** The operators' console build (apps/console/dist), served under /console. */
const DEFAULT_CONSOLE_DIST = join(SERVER_ROOT, '..', 'console', 'dist');

/** A setting or a database production cannot run with: its Italian message, no stack trace. */
async function orStop<T>(step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = await orStop(() =>
    loadConfig({ WEB_DIST: DEFAULT_WEB_DIST, CONSOLE_DIST: DEFAULT_CONSOLE_DIST, ...process.env }),
  );
  if (config.MODE === 'demo')
    console.log(
      `Modalità DEMO: dati di prova con password pubblicate, posta e SMS non inviati; in ascolto su ${config.HOST}` +
        (process.env.HOST ? '' : ' (solo questa macchina: HOST per cambiarlo)') +
        '. Non usare per la produzione (MODE=production).',
    );
  const app = await orStop(() => buildApp({ config }));
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> = null;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    metricsServer?.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.METRICS_PORT > 0) {
    metricsServer = await startMetricsServer(app, { port: config.METRICS_PORT, host: config.METRICS_HOST });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const local = config.HOST === '0.0.0.0' || config.HOST === '::' || config.HOST === '127.0.0.1';
  const url = `http://${local ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
  const lines = [
    '',
    `Sportello${config.MODE === 'demo' ? ' (DEMO)' : ''} è pronto su ${url}  (avvio in ${seconds} s, database: ${app.database.kind})`,
    config.MODE === 'demo'
      ? `Documentazione API: ${url}/services/rest/portalapi/docs`
      : `Modalità production: indirizzo pubblico ${config.PUBLIC_URL}; contratto OpenAPI in ${url}/services/rest/portalapi/docs/json`,
    app.paymentProvider
      ? `Pagamenti online: ${app.paymentProvider.name === 'sandbox' ? 'gateway di prova (sandbox), nessun addebito reale' : 'Stripe Checkout'}`
      : 'Pagamenti online disattivati: nessun fornitore configurato (PAYMENT_PROVIDER), il modulo pay è spento',
  ];
  if (metricsServer) {
    const host = config.METRICS_HOST.includes(':') ? `[${config.METRICS_HOST}]` : config.METRICS_HOST;
    lines.push(`Metriche Prometheus: http://${host}:${config.METRICS_PORT}/metrics`);
  }
  if (config.MODE === 'demo') {
    lines.push(`Utenti demo (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`  ${u.username.padEnd(22)} ${u.company}  ${u.description}`);
    lines.push(`Posta e SMS inviati: ${url}/dev/outbox`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Avvio non riuscito:', error);
  process.exit(1);
});
