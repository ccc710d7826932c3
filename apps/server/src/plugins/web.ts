import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET for an app route with index.html (history fallback); false if not applicable. */
    serveSpa: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves the built web app, precompressed (Brotli or gzip from the build): hashed assets cached for
 * a year, index.html never cached.
 */
export default fp(async function web(app: FastifyInstance, opts: { root: string | undefined }) {
  const root = opts.root ? resolve(opts.root) : undefined;
  const available = !!root && existsSync(resolve(root, 'index.html'));
  if (!available) app.log.warn({ root }, 'web app not built: only the API is served');
  else {
    await app.register(fastifyStatic, {
      root: root!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: sent as the browser accepts.
      preCompressed: true,
      // Cache-Control is ours alone: left on, `send` writes its own `max-age=0` over setHeaders'.
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      available &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      // The API lives under /services/rest/; /services and /services/… are the portal's own pages.
      !path.startsWith('/services/rest/') &&
      !path.startsWith('/dev/') &&
      !/\.[a-z0-9]{1,5}$/i.test(path);
    if (!isPage) return false;
    reply.header('Cache-Control', 'no-cache');
    void reply.sendFile('index.html');
    return true;
  });
});
