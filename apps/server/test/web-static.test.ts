import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

// A built web app in miniature, with the .br and .gz copies the build writes.
const dist = mkdtempSync(join(tmpdir(), 'sportello-dist-'));
const script = 'export const saluto = "Ciao";\n'.repeat(100);
// index.html's one inline script: the theme before the first paint.
const theme = "try{document.documentElement.setAttribute('data-theme','dark')}catch(e){}";
const themeHash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
const page = `<!doctype html><html lang="it"><head><script>${theme}</script></head><body><div id="root"></div>${'<!-- x -->'.repeat(100)}</body></html>`;
// The login page prerendered by the build: the build's own brand and one chosen by ?company=.
const inline =
  "try{localStorage.getItem('sessionId')&&document.documentElement.classList.add('resuming')}catch(e){}";
const login = (code: string) =>
  `<!doctype html><html lang="it"><head><script>${inline}</script><script>${theme}</script></head><body class="company-${code}"><div id="root" data-prerendered="login:${code}"><h1>Accedi all'area clienti</h1></div>${'<!-- x -->'.repeat(100)}</body></html>`;
const inlineHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'prerendered'));
for (const [path, text] of [
  ['assets/app-abc123.js', script],
  ['index.html', page],
  ['prerendered/login.html', login('ast')],
  ['prerendered/login-sgr.html', login('sgr')],
] as const) {
  writeFileSync(join(dist, path), text);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web app: precompressed, cached by kind', () => {
  const t = useTestApp({ WEB_DIST: dist });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('with Accept-Encoding %s an asset is sent as %s, cached for a year', async (accept, encoding) => {
    const res = await t().request('GET', '/assets/app-abc123.js', { headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    const body = res.rawPayload;
    const text =
      encoding === 'br'
        ? brotliDecompressSync(body).toString()
        : encoding === 'gzip'
          ? gunzipSync(body).toString()
          : body.toString();
    expect(text).toBe(script);
  });

  it('answers an app route with index.html, compressed and never cached', async () => {
    const res = await t().request('GET', '/fatture/elenco', { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it.each([
    '/services',
    '/services/bollettaclick',
    '/services/activation/LUCE-VERDE',
    '/services/GAS-ASSIST/12',
  ])('answers the portal page %s with index.html (only /services/rest/ is the API)', async (path) => {
    const res = await t().request('GET', path, { headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page);
  });

  it('answers an unknown API path under /services/rest/ with the JSON 404, not the page', async () => {
    const res = await t().request('GET', '/services/rest/portalapi/Erp/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t().request('GET', '/assets/missing-000.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['/login', 'ast'],
    ['/', 'ast'],
    ['/login?company=sgr', 'sgr'],
    ['/login?company=SGR', 'sgr'],
    ['/?company=sgr', 'sgr'],
  ])(
    'answers %s with the prerendered login page of %s, its inline script allowed by hash',
    async (path, code) => {
      const res = await t().request('GET', path, { headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(login(code));
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${inlineHash} ${themeHash}`);
      // The rest of the policy is the server's own.
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src-attr 'none'");
    },
  );

  it.each([
    // A brand with no prerendered page, an unknown one, and deep links: the app decides.
    '/login?company=wdo',
    '/login?company=xyz',
    '/login?company=',
    '/login?company=sgr&company=ast',
    '/login?action=invoice&id=3',
    '/?s=abc',
    '/dashboard',
  ])('answers %s with the plain index.html, only its own inline script allowed by hash', async (path) => {
    const res = await t().request('GET', path, { headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${themeHash};`);
    expect(csp).not.toContain(inlineHash);
  });
});
