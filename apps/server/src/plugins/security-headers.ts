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

/**
 * What a JSON answer (the API: every success and every error body) carries: the REST set of
 * OWASP's REST Security and HTTP Headers cheat sheets — no sniffing, never framed (CSP
 * `frame-ancestors 'none'` and X-Frame-Options DENY), a CSP that lets nothing load should the
 * answer ever be opened as a page, no referrer, HSTS, and the Cross-Origin-Resource-Policy that
 * keeps other sites from loading it. The rest of helmet's headers (COOP, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection
 * and the page CSP) act on documents only; on a JSON answer they were about 450 of its bytes.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of a JSON answer, from those of a document (helmet's values where they are kept). */
export function apiHeaders(document: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': API_POLICY,
    'x-frame-options': 'DENY',
  };
  for (const name of kept) if (document[name] !== undefined) headers[name] = document[name];
  return headers;
}

const FASTIFY_JSON = 'application/json; charset=utf-8';

/** A JSON answer's Content-Type (Fastify's own for objects and error bodies, or `+json`). */
export function isJson(type: unknown): boolean {
  if (typeof type !== 'string') return false;
  // Fastify's own type of every object and error body: one comparison, no new strings.
  if (type === FASTIFY_JSON) return true;
  const media = type.split(';', 1)[0]!.trim().toLowerCase();
  return media === 'application/json' || media.endsWith('+json');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of the HTML documents (web.ts adds its pages' script hashes). */
    documentPolicy: string;
  }
}

/**
 * Every answer carries helmet's security headers (with these options, computed once at start);
 * a JSON answer only those that act on it (`apiHeaders`). The shared ones are set when the
 * request arrives, the documents' own when the answer leaves and its type is known (an answer
 * that is not JSON: pages, scripts, files, the docs). A policy a handler set itself is kept.
 */
export default fp(async function securityHeadersPlugin(app: FastifyInstance, options: FastifyHelmetOptions) {
  const document = await securityHeaders(options);
  const api = apiHeaders(document);
  const documentOnly = Object.entries(document).filter(([name, value]) => api[name] !== value);
  app.decorate('documentPolicy', document['content-security-policy'] ?? '');
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(api);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type'))) {
      for (const [name, value] of documentOnly) {
        // Kept: a page's own policy (web.ts), set from the document's by its handler.
        if (name === 'content-security-policy' && reply.getHeader(name) !== API_POLICY) continue;
        void reply.header(name, value);
      }
    }
    done(null, payload);
  });
});
