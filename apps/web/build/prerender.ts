import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, type Plugin } from 'vite';
import { precompressDir } from './precompress';

/** Where the prerendered pages go, inside the build's output (the server picks them by brand). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Before any script, a visitor with a kept session (who may be logged in) must not see the login
 * markup, nor one who has made a cookie choice the banner: the app decides once it runs
 * (src/app/first-html.ts). The server allows this script by its hash in the page's CSP.
 */
const RESUMING_SCRIPT =
  "try{var h=document.documentElement;localStorage.getItem('sessionId')&&h.classList.add('resuming');" +
  "/(^|;\\s*)sportello_consent=/.test(document.cookie)&&h.classList.add('consented')}catch(e){}";
const RESUMING_STYLE = 'html.resuming #root{visibility:hidden}html.consented .cookie-banner{display:none}';

/** A brand's code (the domain's CompanyCode; the config cannot load the domain's TypeScript). */
type CompanyCode = string;

/** What the server entry (src/prerender.tsx) gives the build. */
interface ServerEntry {
  COMPANY_CODES: readonly CompanyCode[];
  BUILD_COMPANY: CompanyCode | null;
  renderPage(): Promise<string>;
  brandFor(code: string | null): { code: CompanyCode };
  applyBrand(brand: { code: CompanyCode }): void;
  pageTitle(page: string, brand: { code: CompanyCode }): string;
  manifestPath(code: CompanyCode): string;
}

/** The globals the app's modules read in the browser, taken from a jsdom window. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'Event',
  'PopStateEvent',
] as const;

function useWindow(window: JSDOM['window']): void {
  for (const key of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, key, {
      value: window[key as keyof typeof window],
      configurable: true,
      writable: true,
    });
  }
}

function releaseWindow(): void {
  for (const key of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, key);
}

/**
 * The login page of one brand: the built index.html with the app's first render at
 * `/login?company=<code>` (or `/login` for the build's own brand) in #root, the brand's colours,
 * body class and title already applied, so that it paints before any JavaScript runs.
 */
async function prerenderLogin(
  outDir: string,
  indexHtml: string,
  entry: ServerEntry,
  company: CompanyCode | null,
): Promise<string> {
  const dom = new JSDOM(indexHtml, {
    url: `http://localhost/login${company ? `?company=${company}` : ''}`,
  });
  useWindow(dom.window);
  try {
    const markup = await entry.renderPage();
    const document = dom.window.document;
    const brand = entry.brandFor(company ?? entry.BUILD_COMPANY);
    const root = document.getElementById('root')!;
    root.innerHTML = markup;
    // React's hints for the page's images belong in <head>, not among the nodes it hydrates.
    for (const hint of root.querySelectorAll(':scope > link[rel="preload"]')) document.head.append(hint);
    root.setAttribute('data-prerendered', `login:${brand.code}`);
    entry.applyBrand(brand);
    // Installing from this page installs its brand (issue 24; build/pwa-assets.ts).
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', entry.manifestPath(brand.code));
    document.title = entry.pageTitle('Accedi', brand);
    // The page's own styles come inline (the stylesheet is small): it paints with the HTML alone,
    // one round trip sooner, before any script has arrived.
    // The link stays beside it, disabled (never fetched): Vite's loader of lazy chunks looks for
    // it before adding a stylesheet, and without it would append the page's CSS again after the
    // lazy chunks' own, whose rules would then lose to it (the desktop menu toggle showed).
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const css = document.createElement('style');
      css.textContent = readFileSync(join(outDir, new URL(link.href).pathname), 'utf8');
      link.before(css);
      link.setAttribute('disabled', '');
    }
    const style = document.createElement('style');
    style.textContent = RESUMING_STYLE;
    const script = document.createElement('script');
    script.textContent = RESUMING_SCRIPT;
    document.head.prepend(script, style);
    return dom.serialize();
  } finally {
    releaseWindow();
    dom.window.close();
  }
}

/** Loads the server entry; its modules read the address once, at the start page of a visit. */
async function loadEntry(indexHtml: string, file: string): Promise<ServerEntry> {
  const dom = new JSDOM(indexHtml, { url: 'http://localhost/login' });
  useWindow(dom.window);
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } finally {
    releaseWindow();
    dom.window.close();
  }
}

/**
 * After the client build: builds the server entry (src/prerender.tsx) and writes the login page
 * of every brand, prerendered, to `dist/prerendered/login-<code>.html`, and the build's own
 * brand's (the one `/login` shows without `?company=`) to `dist/prerendered/login.html`.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'sportello-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle() {
      // Inside node_modules, so that the entry finds React and the rest where the app does.
      const serverDir = mkdtempSync(join(root, 'node_modules/.sportello-prerender-'));
      try {
        await build({
          root,
          configFile,
          mode,
          logLevel: 'warn',
          build: { ssr: join(root, 'src/prerender.tsx'), outDir: serverDir, emptyOutDir: true },
        });
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entry = await loadEntry(indexHtml, join(serverDir, 'prerender.js'));
        const target = join(outDir, PRERENDERED_DIR);
        mkdirSync(target, { recursive: true });
        for (const code of entry.COMPANY_CODES) {
          writeFileSync(
            join(target, `login-${code}.html`),
            await prerenderLogin(outDir, indexHtml, entry, code),
          );
        }
        // Without ?company= the first render is the build's brand; a build for every brand
        // (VITE_COMPANY empty) asks for one first, so it has no such page.
        if (entry.BUILD_COMPANY !== null) {
          writeFileSync(join(target, 'login.html'), await prerenderLogin(outDir, indexHtml, entry, null));
        }
        precompressDir(target);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
