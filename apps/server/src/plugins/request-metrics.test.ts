import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAMES = { counter: 'test_requests_total', histogram: 'test_request_duration_seconds' };
const HELP = { counter: 'Richieste', histogram: 'Tempi' };

/** The same answers recorded by prom-client's own Counter and Histogram, for comparison. */
async function promClientText(answers: [Record<string, string>, number][]): Promise<string> {
  const registry = new Registry();
  const labelNames = ['operation', 'method', 'status', 'brand'];
  const counter = new Counter({ name: NAMES.counter, help: HELP.counter, labelNames, registers: [registry] });
  const histogram = new Histogram({
    name: NAMES.histogram,
    help: HELP.histogram,
    labelNames,
    buckets: BOUNDS,
    registers: [registry],
  });
  for (const [labels, seconds] of answers) {
    counter.inc(labels);
    histogram.observe(labels, seconds);
  }
  return registry.metrics();
}

describe('RequestMetrics', () => {
  const answers: [Record<string, string>, number][] = [
    [{ operation: 'getSupplies', method: 'GET', status: '200', brand: 'ast' }, 0.004],
    [{ operation: 'getSupplies', method: 'GET', status: '200', brand: 'ast' }, 0.005],
    [{ operation: 'getSupplies', method: 'GET', status: '200', brand: 'ast' }, 0.3],
    [{ operation: 'doLogin', method: 'POST', status: '401', brand: 'sgr' }, 12],
    [{ operation: 'getSupplies', method: 'GET', status: '200', brand: 'ast' }, 0.02],
  ];

  it('writes the very exposition prom-client writes for the same answers', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(NAMES, HELP, BOUNDS).register(registry);
    for (const [labels, seconds] of answers) {
      metrics.observe(
        metrics.seriesOf(Object.values(labels).join(' '), () => labels),
        seconds,
      );
    }
    expect(await registry.metrics()).toBe(await promClientText(answers));
  });

  it('counts a bound as its own bucket (le is "less than or equal") and resets with the registry', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(NAMES, HELP, BOUNDS).register(registry);
    const labels = { operation: 'x', method: 'GET', status: '200', brand: 'none' };
    metrics.observe(
      metrics.seriesOf('x', () => labels),
      0.01,
    );
    const text = await registry.metrics();
    expect(text).toMatch(/_bucket\{le="0.005",[^}]*\} 0\n/);
    expect(text).toMatch(/_bucket\{le="0.01",[^}]*\} 1\n/);
    expect(text).toContain('test_requests_total{operation="x",method="GET",status="200",brand="none"} 1');
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('operation="x"');
  });

  it('drops a series a caller kept when the registry resets, and makes it anew on the next answer', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(NAMES, HELP, BOUNDS).register(registry);
    const labels = { operation: 'y', method: 'GET', status: '200', brand: 'none' };
    const kept = metrics.seriesOf('y', () => labels);
    metrics.observe(kept, 0.01);
    registry.resetMetrics();
    expect(kept.dropped).toBe(true);
    const fresh = metrics.seriesOf('y', () => labels);
    expect(fresh).not.toBe(kept);
    metrics.observe(fresh, 0.01);
    expect(await registry.metrics()).toContain(
      'test_requests_total{operation="y",method="GET",status="200",brand="none"} 1',
    );
  });
});
