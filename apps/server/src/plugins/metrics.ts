import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { countJobsByState } from '../services/jobs/dead-letters';
import { RequestMetrics, type Series } from './request-metrics';
import { routeContextOf, type RouteContext } from './route-context';

/**
 * Prometheus metrics of one server process (prom-client): requests by operation, status and
 * brand, the database pool, the job queue, the outbox, logins and payments. They are served by their own small
 * HTTP server on METRICS_HOST:METRICS_PORT (startMetricsServer, from main.ts), never on the public
 * port: what a process counts is for the operations team, not for the Internet.
 */

export type LoginOutcome = 'success' | 'failed' | 'throttled';

/** What use cases report (through `deps.metrics`): business events worth an alert. */
export interface Metrics {
  readonly registry: Registry;
  login(brand: string, outcome: LoginOutcome): void;
  /** A payment outcome the provider notified and the portal applied (once per event). */
  payment(provider: string, outcome: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; a dashboard call is expected well under 100 ms, a PDF or an export within seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The operation a route serves: its operationId (packages/contract/src/operations), the route
 * pattern for the few routes that are not contract operations (web app, payment pages), or
 * `unmatched` — never the raw URL, which would make one series per id a client sends.
 */
function operationOf(route: RouteContext): string {
  const id = route.schema?.operationId;
  if (id) return id;
  const url = route.config?.url;
  return url ? `route:${url}` : 'unmatched';
}

/** A route's series, kept on its context: by method, then status, then brand. */
interface RouteSeries {
  readonly operation: string;
  readonly byMethod: Map<string, Map<number, Map<string, Series>>>;
}

const ROUTE_SERIES = Symbol('routeSeries');

/** The series of a route's answers, made once per route (its labels are the route's constants). */
function routeSeriesOf(route: RouteContext): RouteSeries {
  const config = route.config as Record<symbol, unknown> | undefined;
  let cached = config?.[ROUTE_SERIES] as RouteSeries | undefined;
  if (!cached) {
    cached = { operation: operationOf(route), byMethod: new Map() };
    if (config) config[ROUTE_SERIES] = cached;
  }
  return cached;
}

export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sportello_' });

  const answers = new RequestMetrics(
    { counter: 'sportello_http_requests_total', histogram: 'sportello_http_request_duration_seconds' },
    {
      counter: 'Richieste HTTP servite, per operazione, metodo, stato e marchio',
      histogram: 'Tempo di risposta delle richieste HTTP, per operazione, metodo, stato e marchio',
    },
    LATENCY_BUCKETS,
  ).register(registry);
  // A series per operation × method × status × brand: few, and the labels never carry a raw URL.
  // Each route keeps its own (routeSeriesOf): an answer costs three small Map lookups, with no
  // labels object, key string or closure of its own once its series exists.
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeSeriesOf(routeContextOf(request));
    const { method } = request;
    const status = reply.statusCode;
    const brand = request.session?.companyCode ?? 'none';
    let byStatus = route.byMethod.get(method);
    if (!byStatus) route.byMethod.set(method, (byStatus = new Map()));
    let byBrand = byStatus.get(status);
    if (!byBrand) byStatus.set(status, (byBrand = new Map()));
    let series = byBrand.get(brand);
    if (!series || series.dropped) {
      const { operation } = route;
      series = answers.seriesOf(`${operation} ${method} ${status} ${brand}`, () => ({
        operation,
        method,
        status: String(status),
        brand,
      }));
      byBrand.set(brand, series);
    }
    answers.observe(series, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'sportello_db_pool_connections',
    help: 'Connessioni del pool verso PostgreSQL: totali, inattive, richieste in attesa di una connessione',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'sportello_outbox_messages',
    help: 'Messaggi (posta, SMS, push) nella coda di uscita, per canale e stato',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await sql<{ channel: string; status: string; n: number }>`
        select channel, status, count(*)::int as n from outbox group by channel, status`
        .execute(app.db)
        .catch(() => ({ rows: [] }));
      for (const row of rows.rows) this.set({ channel: row.channel, status: row.status }, row.n);
    },
  });

  new Gauge({
    name: 'sportello_jobs',
    help: 'Lavori della coda (consegne di messaggi, attività periodiche): in attesa, in corso, falliti in attesa di un nuovo tentativo, morti (dead letter)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await countJobsByState(app.db).catch(() => null);
      if (!counts) return;
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });

  const logins = new Counter({
    name: 'sportello_logins_total',
    help: 'Accessi con nome utente e password, per marchio ed esito (riuscito, fallito, bloccato)',
    labelNames: ['brand', 'outcome'],
    registers: [registry],
  });
  const payments = new Counter({
    name: 'sportello_payments_total',
    help: 'Esiti dei pagamenti notificati dal fornitore e registrati, per fornitore ed esito',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });

  return {
    registry,
    login: (brand, outcome) => logins.inc({ brand, outcome }),
    payment: (provider, outcome) => payments.inc({ provider, outcome }),
  };
}

/** Registers the process's metrics (counted on every response) as `app.metrics`. */
export default fp(async function metricsPlugin(app: FastifyInstance) {
  app.decorate('metrics', createMetrics(app));
});

/**
 * Serves `GET /metrics` on its own address. A port already taken (a second process on the same
 * machine, another exporter) is a warning, not a failed start: the portal matters more than its
 * figures. Returns the listening server (the caller closes it on shutdown), or null.
 */
export async function startMetricsServer(
  app: FastifyInstance,
  where: { port: number; host: string },
): Promise<Server | null> {
  const { registry } = app.metrics;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Non trovato\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Errore\n');
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      app.log.warn(
        { err: error, port: where.port, host: where.host },
        `metrics not served: ${where.host}:${where.port} is not available (${error.code ?? error.message})`,
      );
      resolve(false);
    });
    server.listen(where.port, where.host, () => resolve(true));
  });
  return listening ? server : null;
}
