import { manifestPath } from '@sportello/brands/manifest';
import { COMPANY_CODES } from '@sportello/domain';
import { SERVICE_WORKER_URL } from '../platform/web-push';

/**
 * Registers the portal's service worker (sw.ts, `/sw.js`) on every web visit, once the page has
 * loaded (main.tsx imports this module then, so nothing of it is in the login page's first
 * bundle; the app builds never import it). Web Push registers the same worker (platform/web-push).
 *
 * It also keeps the page's manifest link on the page's brand: the HTML links the default brand's,
 * and the brand in use shows as the body class `company-<code>` (brands/index.ts applyBrand).
 */
export function registerServiceWorker(): void {
  followBrandManifest();
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // A browser that refuses (private mode, storage off) simply has no offline shell.
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}

/** The manifest link of the brand whose class the body carries, kept in step with it. */
export function followBrandManifest(): () => void {
  const update = () => {
    const link = document.querySelector('link[rel="manifest"]');
    const code = COMPANY_CODES.find((c) => document.body.classList.contains(`company-${c}`));
    if (link && code && link.getAttribute('href') !== manifestPath(code))
      link.setAttribute('href', manifestPath(code));
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
