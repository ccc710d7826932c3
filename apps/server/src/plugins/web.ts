import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The build's prerendered pages (apps/web/build/prerender.ts), beside index.html. */
const PRERENDERED_DIR = 'prerendered';
/** The addresses whose first screen, for a visitor without a session, is the login page. */
const LOGIN_PATHS = new Set(['/', '/login']);

/** The CSP hashes of a page's inline scripts (`<script>…</script>`, no attributes). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/** The prerendered pages of a build, by file name, with the hashes of their inline scripts. */
function readPrerendered(root: string): Map<string, string[]> {
  const dir = resolve(root, PRERENDERED_DIR);
  const pages = new Map<string, string[]>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    pages.set(file, inlineScriptHashes(readFileSync(resolve(dir, file), 'utf8')));
  }
  return pages;
}

/** Allows a page's inline scripts by their hashes in the reply's CSP (plugins/security-headers.ts). */
function allowScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const csp = reply.server.documentPolicy;
  if (csp && hashes.length > 0) {
    reply.header(
      'Content-Security-Policy',
      csp.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(' ')}`),
    );
  }
}

/**
 * The prerendered login page for a page request, if there is one: `/login` and `/` with no query
 * but `company=` (a deep link's parameters start elsewhere), that brand's page or the build's own.
 */
export function prerenderedLoginFile(url: string, available: ReadonlySet<string>): string | null {
  const [path = '/', query = ''] = url.split('?', 2);
  if (!LOGIN_PATHS.has(path)) return null;
  const params = new URLSearchParams(query);
  if ([...params.keys()].some((key) => key !== 'company') || params.getAll('company').length > 1) return null;
  const company = params.get('company')?.toLowerCase();
  const file = company === undefined ? 'login.html' : `login-${company}.html`;
  return /^login(-[a-z]{3})?\.html$/.test(file) && available.has(file) ? file : null;
}

/**
 * Serves the built web app, precompressed (Brotli or gzip from the build): hashed assets cached for
 * a year, index.html never cached. `/login` (and `/`) come with the login page prerendered for the
 * brand of `?company=`; the inline scripts of index.html and of those pages are allowed by their
 * hashes in the page's CSP.
 */
/** The operators' console (apps/console), its own single-page app under this path. */
export const CONSOLE_PATH = '/console';

export default fp(async function web(
  app: FastifyInstance,
  opts: { root: string | undefined; consoleRoot?: string | undefined },
) {
  const root = opts.root ? resolve(opts.root) : undefined;
  const available = !!root && existsSync(resolve(root, 'index.html'));
  const consoleRoot = opts.consoleRoot ? resolve(opts.consoleRoot) : undefined;
  const consoleAvailable = !!consoleRoot && existsSync(resolve(consoleRoot, 'index.html'));
  const prerendered = available ? readPrerendered(root!) : new Map<string, string[]>();
  const prerenderedFiles = new Set(prerendered.keys());
  // index.html's own inline script (the theme before the first paint, apps/web/src/lib/theme-boot.ts).
  const indexHashes = available ? inlineScriptHashes(readFileSync(resolve(root!, 'index.html'), 'utf8')) : [];
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
  if (consoleAvailable) {
    // The console's files under /console/ (hashed assets cached for a year, index.html never).
    await app.register(fastifyStatic, {
      root: consoleRoot!,
      prefix: `${CONSOLE_PATH}/`,
      wildcard: false,
      index: false,
      decorateReply: !available,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }
  app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    // The console's pages (history fallback): its own index.html, never the portal's.
    if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) {
      if (!consoleAvailable || !isGet || /\.[a-z0-9]{1,5}$/i.test(path)) return false;
      reply.header('Cache-Control', 'no-cache');
      void reply.sendFile('index.html', consoleRoot!);
      return true;
    }
    const isPage =
      available &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      // The API lives under /services/rest/; /services and /services/… are the portal's own pages.
      !path.startsWith('/services/rest/') &&
      !path.startsWith('/dev/') &&
      !/\.[a-z0-9]{1,5}$/i.test(path);
    if (!isPage) return false;
    reply.header('Cache-Control', 'no-cache');
    const login = prerenderedLoginFile(request.url, prerenderedFiles);
    // The security headers are set on the reply (plugins/security-headers.ts), not yet on the raw answer.
    if (!login) {
      allowScripts(reply, indexHashes);
      void reply.sendFile('index.html');
      return true;
    }
    allowScripts(reply, prerendered.get(login) ?? []);
    void reply.sendFile(`${PRERENDERED_DIR}/${login}`);
    return true;
  });
});
