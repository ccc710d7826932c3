// First: it settles the address before the router reads it (see there).
import { hydratesLogin } from './app/first-html';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, startRouter } from './app/router';
import { bannerCodeReady } from './features/consent/components/cookie-consent';
import { initPlatform, isAppBuild } from './platform';
import './styles/global.css';
import { startTheme } from './lib/theme';

// The theme the HTML's first script picked, kept live (system changes, other tabs).
startTheme();

/** Gives the main thread back to the browser (paint, input) before the next step of the start-up. */
const yieldToMain = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How long the first render waits for the cookie banner's code, at most. */
const BANNER_WAIT_MS = 500;

// The app builds start their platform (stored flags, device listeners) before anything reads it;
// on the web this resolves at once.
void initPlatform().then(async (started) => {
  if (started.native) (await import('./app/native-start')).startNativeApp();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // The login page prerendered in the HTML is taken over as it is, at once (what is typed in it
  // before waits for that), as a transition: React hydrates it in slices of a few milliseconds,
  // yielding to the browser between them (input, paint), instead of one long task.
  if (hydratesLogin) {
    startRouter();
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  // Anything else renders anew, in three tasks: module evaluation, then the route table matched and
  // the landing route's chunks asked for, then the first render. The cookie banner is part of the
  // first screen of a visitor who has not chosen: its code (on its way since the modules were
  // evaluated) is let arrive before that render, for a short while at most. The first render is
  // not a transition (that would hold the first screen until every lazy piece of it, e.g. the
  // shell's forced-update notice, had arrived); it is small (the shell and its loading state, the
  // banner), and the route's render comes later, as a transition.
  await yieldToMain();
  startRouter();
  await Promise.race([bannerCodeReady, new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS))]);
  await yieldToMain();
  createRoot(container).render(app);
});

// The portal's service worker (offline shell, Web Push) once the page has loaded and the browser is
// idle (nothing of the first screen needs it); not in the apps.
if (!isAppBuild()) {
  const register = () => void import('./service-worker/register').then((m) => m.registerServiceWorker());
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
