import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startMetricsServer } from '../src/plugins/metrics';
import { useTestApp } from './helper';

/**
 * The Prometheus metrics an operations team watches: served on their own port (never the public
 * one), counting logins by outcome and every request by operation, status and brand.
 */

const t = useTestApp();
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The metrics text, from a metrics server on a free port of this machine. */
async function scrape(): Promise<string> {
  const server = await startMetricsServer(t().app, { port: 0, host: '127.0.0.1' });
  expect(server).not.toBeNull();
  servers.push(server!);
  const { port } = server!.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series, by its name and exact labels (in prom-client's order). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('count a login and a failed one, by brand, and the requests by operation, status and brand', async () => {
    await t().login('demo.ast');
    const session = await t().newSession('ast');
    const failed = await t().request('POST', '/Core/v1/user/login', {
      session,
      body: { doLoginRequest: { username: 'demo.ast', password: 'sbagliata-123' } },
    });
    expect(failed.json().doLoginFailed).toBeTruthy();

    const text = await scrape();
    expect(valueOf(text, 'sportello_logins_total{brand="ast",outcome="success"}')).toBe(1);
    expect(valueOf(text, 'sportello_logins_total{brand="ast",outcome="failed"}')).toBe(1);
    expect(
      valueOf(
        text,
        'sportello_http_requests_total{operation="doLogin",method="POST",status="200",brand="ast"}',
      ),
    ).toBe(2);
    // Opening a session has no session yet: no brand.
    expect(
      valueOf(
        text,
        'sportello_http_requests_total{operation="createNewSession",method="POST",status="201",brand="none"}',
      ),
    ).toBe(2);
    expect(
      valueOf(
        text,
        'sportello_http_request_duration_seconds_count{operation="doLogin",method="POST",status="200",brand="ast"}',
      ),
    ).toBe(2);
    expect(text).toContain('# TYPE sportello_http_request_duration_seconds histogram');
    expect(text).toContain('sportello_process_cpu_seconds_total');
  });

  it('label a request outside the contract by its route, never by its raw address', async () => {
    const session = await t().login('demo.ast');
    const res = await t().request('GET', '/Erp/v1/supplies/999999', { session });
    expect(res.statusCode).toBe(404);
    await t().request('GET', '/services/rest/portalapi/Erp/v1/no-such-thing/42', { session });
    const text = await scrape();
    expect(
      valueOf(
        text,
        'sportello_http_requests_total{operation="getSupply",method="GET",status="404",brand="ast"}',
      ),
    ).toBe(1);
    expect(text).not.toMatch(/\{[^}]*999999/);
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/operation="unmatched",method="GET",status="404"/);
  });

  it('count the outbox by channel and status', async () => {
    const series = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('sportello_outbox_messages{channel="mail"'))
        .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    const before = series(await scrape());
    const session = await t().login('demo.ast');
    const res = await t().request('POST', '/services/rest/bpm/v1/email-check', {
      session,
      body: {
        emailCheckRequest: { email: 'metriche@example.it', company: 'ast', accountNumber: 'AST0001001' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(series(await scrape())).toBe(before + 1);
  });

  it('count the job queue by state (waiting, running, failed, dead)', async () => {
    const text = await scrape();
    for (const state of ['waiting', 'running', 'failed', 'dead'])
      expect(valueOf(text, `sportello_jobs{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
  });

  it('a metrics port already taken is a warning, not a failed start', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    servers.push(taken);
    const { port } = taken.address() as AddressInfo;
    const server = await startMetricsServer(t().app, { port, host: '127.0.0.1' });
    expect(server).toBeNull();
    // The portal still answers.
    expect((await t().request('GET', '/healthz')).statusCode).toBe(200);
  });

  it('the setting: 9464 on this machine by default, 0 turns it off, never the public port', () => {
    const config = loadConfig({});
    expect(config.METRICS_PORT).toBe(9464);
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT non può essere la porta pubblica/,
    );
  });

  it('the Grafana dashboard and the alert rules in deploy/monitoring name only metrics the server exports', async () => {
    const exported = new Set(
      (await scrape())
        .split('\n')
        .filter((line) => line.startsWith('# TYPE '))
        .map((line) => line.split(' ')[2]!),
    );
    for (const file of ['grafana-dashboard.json', 'alerts.yml']) {
      const text = readFileSync(new URL(`../../../deploy/monitoring/${file}`, import.meta.url), 'utf8');
      const named = new Set(
        [...text.matchAll(/\bsportello_[a-z_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')),
      );
      expect(named.size, file).toBeGreaterThan(4);
      for (const metric of named) expect(exported.has(metric), `${file}: ${metric}`).toBe(true);
    }
    const dashboard = JSON.parse(
      readFileSync(new URL('../../../deploy/monitoring/grafana-dashboard.json', import.meta.url), 'utf8'),
    ) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8);
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });
});
