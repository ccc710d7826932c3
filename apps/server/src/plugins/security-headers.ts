import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers of any answer that are Fastify's own, not the security policy. */
const NOT_POLICY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers @fastify/helmet sets with these options, computed once: it is asked once,
 * at start, on a throwaway Fastify instance. Registered as it is, helmet builds its middleware
 * and parses the CSP directives again on every answer (docs/scaling.md).
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_POLICY.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** Every answer carries the same security headers (helmet's, with these options), set once per request. */
export default fp(async function securityHeadersPlugin(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
});
