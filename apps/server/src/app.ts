import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, BPM_BASE, CONSOLE_BASE, INTEGRATION_BASE, STRADARIO_BASE } from '@sportello/contract';
import messengerPlugin from './adapters/messenger';
import { createPaymentProvider } from './adapters/payment-provider';
import type { Config } from './config';
import type { DatabaseHandle } from './db/index';
import databasePlugin from './plugins/db';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import integrationAuth from './plugins/integration-auth';
import operatorAuth from './plugins/operator-auth';
import jobsPlugin from './plugins/jobs';
import metricsPlugin from './plugins/metrics';
import { loggerOptions, requestChildLogger } from './plugins/logging';
import openapi from './plugins/openapi';
import tracingPlugin from './plugins/tracing';
import { refuseDemoData } from './seed/demo-marker';
import securityHeaders from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import { hiddenModulesFor } from './services/session-view';
import webPlugin from './plugins/web';
import bpmApi from './routes/bpm/index';
import contactApi from './routes/contact/index';
import coreApi from './routes/core/index';
import devRoutes from './routes/dev/index';
import erpApi from './routes/erp/index';
import healthRoutes from './routes/health';
import integrationApi from './routes/integration/index';
import consoleApi from './routes/console/index';
import stradarioApi from './routes/stradario/index';
import wfmApi from './routes/wfm/index';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the log goes, with the configured level and redaction (tests capture it). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the server in the boot order of fastify/demo: external plugins (security headers,
 * database, OpenAPI), then the app's own plugins (errors, sessions), then the routes, then the
 * web app with its history fallback.
 */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config, logStream),
    childLoggerFactory: requestChildLogger,
    // X-Forwarded-For is believed only from the listed proxies; otherwise the socket's address.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: 1_048_576,
    // Migrations and the demo seed run inside the database plugin; on a busy machine, or while
    // another server holds the start-up lock, they outlast avvio's default 10 s.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or over-long path segment gets the error body too, not Fastify's own.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The payment provider, chosen once; with none (production without one) the `pay` module is off.
  const paymentProvider = createPaymentProvider(config, app.log);
  app.decorate('paymentProvider', paymentProvider);
  app.decorate('hiddenModules', hiddenModulesFor(paymentProvider));

  // Helmet's headers, computed once at start (plugins/security-headers.ts).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        // The portal's service worker (/sw.js) and its brands' manifests (issue 24).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
  });
  // First of the request hooks: everything after runs inside the request's span.
  await app.register(tracingPlugin);
  await app.register(databasePlugin, { handle: database });
  if (config.MODE === 'production') {
    // Demo data never reaches production: a database the demo seed wrote stops the start here,
    // before anything listens (seed/demo-marker.ts).
    try {
      await refuseDemoData(app.db);
    } catch (error) {
      await app.database.close();
      throw error;
    }
  }
  await app.register(openapi);

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(sessionPlugin);
  await app.register(integrationAuth);
  await app.register(operatorAuth);
  await app.register(metricsPlugin);
  await app.register(messengerPlugin);
  await app.register(jobsPlugin);

  await app.register(healthRoutes);
  await app.register(coreApi, { prefix: `${API_BASE}/Core/v1` });
  await app.register(wfmApi, { prefix: `${API_BASE}/Wfm/v1` });
  await app.register(erpApi, { prefix: `${API_BASE}/Erp/v1` });
  await app.register(contactApi, { prefix: API_BASE });
  await app.register(bpmApi, { prefix: BPM_BASE });
  await app.register(stradarioApi, { prefix: STRADARIO_BASE });
  await app.register(integrationApi, { prefix: INTEGRATION_BASE });
  await app.register(consoleApi, { prefix: CONSOLE_BASE });
  if (config.MODE === 'demo') await app.register(devRoutes, { prefix: '/dev' });

  await app.register(webPlugin, { root: config.WEB_DIST, consoleRoot: config.CONSOLE_DIST });
  return app;
}
