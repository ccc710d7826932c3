import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

/**
 * The operators' console is served under /console by the same server as the portal, with its own
 * index.html for every page of its own (history fallback), its hashed assets cached for a year,
 * and the portal's pages untouched. Needs both builds (`npm run build`).
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const CONSOLE_DIST = join(ROOT, 'apps/console/dist');
const WEB_DIST = join(ROOT, 'apps/web/dist');
const built = existsSync(join(CONSOLE_DIST, 'index.html')) && existsSync(join(WEB_DIST, 'index.html'));

describe.skipIf(!built)('the console under /console', () => {
  const t = useTestApp({ CONSOLE_DIST, WEB_DIST });

  it('answers its pages with its own index.html, and its assets', async () => {
    for (const path of ['/console', '/console/', '/console/richieste', '/console/richieste/12?x=1']) {
      const res = await t().request('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.body, path).toContain('Console operatori');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    const asset = readdirSync(join(CONSOLE_DIST, 'assets')).find((file) => file.endsWith('.js'))!;
    const js = await t().request('GET', `/console/assets/${asset}`);
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await t().request('GET', '/console/assets/nessuno.js')).statusCode).toBe(404);
  });

  it('leaves the portal’s pages to the portal', async () => {
    const res = await t().request('GET', '/fatture');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Console operatori');
  });
});
