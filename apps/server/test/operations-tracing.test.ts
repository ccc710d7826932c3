import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import { buildTestApp, type TestApp } from './helper';

/**
 * Traces an operations team can follow: a dashboard call reaches a local OTLP/HTTP receiver as a
 * server span named by its operation, with its database statements as child spans, the answer
 * and every log line of the request name the trace, and nothing personal is in the attributes.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

const received: OtlpSpan[] = [];
const bodies: string[] = [];
let receiver: Server;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        bodies.push(body);
        const parsed = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of parsed.resourceSpans)
          for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
  );
  t = await buildTestApp(
    { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info' },
    { logStream },
  );
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The spans of a trace, once the exporter has sent them. */
async function spansOf(traceId: string, atLeast: number): Promise<OtlpSpan[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    await t.app.tracing!.flush();
    const spans = received.filter((span) => span.traceId === traceId);
    if (spans.length >= atLeast) return spans;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`trace ${traceId}: fewer than ${atLeast} spans reached the receiver`);
}

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value;

describe('tracing', () => {
  it('a dashboard call reaches the OTLP receiver with its database spans', async () => {
    const session = await t.login('demo.ast');
    const res = await t.request('GET', '/Erp/v1/supplies', { session });
    expect(res.statusCode).toBe(200);
    const traceId = res.headers['x-trace-id'] as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const spans = await spansOf(traceId, 2);
    const server = spans.find((span) => span.name === 'GET getSupplies');
    expect(server, spans.map((s) => s.name).join(', ')).toBeTruthy();
    expect(server!.kind).toBe(2); // SERVER
    expect(attribute(server!, 'sportello.operation')?.stringValue).toBe('getSupplies');
    expect(attribute(server!, 'http.route')?.stringValue).toBe('/services/rest/portalapi/Erp/v1/supplies');
    const statusCode = attribute(server!, 'http.response.status_code')?.intValue;
    expect(Number(statusCode)).toBe(200);
    const database = spans.filter((span) => span.name.startsWith('db '));
    expect(database.length).toBeGreaterThan(0);
    for (const span of database) {
      expect(span.parentSpanId).toBe(server!.spanId);
      expect(attribute(span, 'db.system.name')?.stringValue).toBe('postgresql');
      expect(attribute(span, 'db.query.text')?.stringValue).toMatch(/^\s*(select|with|update|insert)/i);
    }
  });

  it('continues a caller’s trace (W3C traceparent), and an error answer names its trace', async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const session = await t.login('demo.ast');
    const res = await t.request('GET', '/Erp/v1/supplies/999999', {
      session,
      headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-trace-id']).toBe(callerTrace);
    const [server] = (await spansOf(callerTrace, 1)).filter((span) => span.name === 'GET getSupply');
    expect(server?.parentSpanId).toBe('00f067aa0ba902b7');
  });

  it('a mail the request sends is an outbound span of its trace, without its recipient', async () => {
    const session = await t.login('demo.ast');
    const res = await t.request('POST', '/services/rest/bpm/v1/email-check', {
      session,
      body: {
        emailCheckRequest: { email: 'traccia@example.it', company: 'ast', accountNumber: 'AST0001001' },
      },
    });
    expect(res.statusCode).toBe(200);
    const traceId = res.headers['x-trace-id'] as string;
    // The first attempt runs at once, beside the answer: wait for its span too.
    let spans = await spansOf(traceId, 3);
    for (let tries = 0; tries < 100 && !spans.some((span) => span.name === 'deliver mail'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      spans = await spansOf(traceId, 3);
    }
    const deliver = spans.find((span) => span.name === 'deliver mail');
    expect(deliver, spans.map((s) => s.name).join(', ')).toBeTruthy();
    expect(deliver!.kind).toBe(3); // CLIENT
    expect(attribute(deliver!, 'sportello.brand')?.stringValue).toBe('ast');
    expect(JSON.stringify(deliver)).not.toContain('traccia@example.it');
  });

  it('the log lines of a request name its trace: the use case’s and the completion', async () => {
    const session = await t.newSession('ast');
    const res = await t.request('POST', '/Core/v1/user/login', {
      session,
      body: { doLoginRequest: { username: 'demo.ast', password: 'sbagliata-123' } },
    });
    expect(res.json().doLoginFailed).toBeTruthy();
    const traceId = res.headers['x-trace-id'] as string;
    const lines = logLines.filter((line) => line.includes(`"trace_id":"${traceId}"`));
    expect(lines.some((line) => line.includes('"msg":"login failed"'))).toBe(true);
    expect(lines.some((line) => line.includes('"msg":"request completed"'))).toBe(true);
  });

  it('no span carries a session id, a password, a username or a query value', async () => {
    const session = await t.login('demo.ast');
    await t.request('GET', '/Erp/v1/supplies', { session, query: { customerKey: 'AST0001001' } });
    await t.app.tracing!.flush();
    const everything = bodies.join('\n');
    expect(everything).not.toContain(session);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain('demo.ast');
    expect(everything).not.toContain('AST0001001');
  });
});
