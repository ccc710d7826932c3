import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, requestChildLogger } from './logging';

/** A pino logger with the server's options, and the lines it wrote (without their time). */
function capturing(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const { time: _time, ...line } = JSON.parse(String(chunk)) as Record<string, unknown>;
      lines.push(line);
      done();
    },
  });
  // Fastify takes the stream among the options; pino beside them.
  const { stream: _stream, ...options } = loggerOptions(
    { LOG_LEVEL: level as never },
    stream,
  ) as pino.LoggerOptions & {
    stream?: unknown;
  };
  const logger = pino(options, stream);
  return { logger, lines };
}

/** The request child Fastify would ask for (its factory's `this` and request are not read). */
const childOf = (logger: pino.Logger, reqId: string, options: object): pino.Logger =>
  requestChildLogger.call(
    undefined as never,
    logger as never,
    { reqId },
    options,
    undefined as never,
  ) as unknown as pino.Logger;

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('requestChildLogger', () => {
  it("writes a request's lines with its id, its children's too, and leaves the parent's level alone", async () => {
    const { logger, lines } = capturing();
    const child = childOf(logger, 'req-7', {});
    child.info({ email: 'mario@example.it', n: 1 }, 'uno');
    child.child({ job: 'x' }).warn('due');
    child.debug('non scritta');
    child.level = 'debug';
    child.debug('scritta');
    logger.debug('del genitore: non scritta');
    logger.info('del genitore');
    await flush();
    expect(lines.map(({ pid: _p, hostname: _h, ...line }) => line)).toEqual([
      { level: 30, reqId: 'req-7', email: '[redacted]', n: 1, msg: 'uno' },
      { level: 40, reqId: 'req-7', job: 'x', msg: 'due' },
      { level: 20, reqId: 'req-7', msg: 'scritta' },
      { level: 30, msg: 'del genitore' },
    ]);
    expect(logger.level).toBe('info');
  });

  it("takes a route's own level as pino's child does", async () => {
    const { logger, lines } = capturing();
    const child = childOf(logger, 'r', { level: 'warn' });
    child.info('non scritta');
    child.warn('scritta');
    await flush();
    expect(lines.map((line) => line.msg)).toEqual(['scritta']);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/services/rest/portalapi/Core/v1/modules', '/services/rest/portalapi/Core/v1/modules'],
    [
      '/services/rest/portalapi/Core/v1/sessions/abcDEF_123',
      '/services/rest/portalapi/Core/v1/sessions/[redacted]',
    ],
    [
      '/services/rest/portalapi/Core/v1/links/9001?hashCode=Segreto',
      '/services/rest/portalapi/Core/v1/links/9001?hashCode=[redacted]',
    ],
    ['/dev/outbox?to=mario.rossi@example.it&channel=mail', '/dev/outbox?to=[redacted]&channel=[redacted]'],
    ['/dashboard?s=c2Vzc2lvbmU%3D', '/dashboard?s=[redacted]'],
    [
      '/services/rest/portalapi/Erp/v1/payments/gateway/tok_123/pay',
      '/services/rest/portalapi/Erp/v1/payments/gateway/[redacted]/pay',
    ],
    ['/login?', '/login?'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
