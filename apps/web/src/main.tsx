// First: it settles the address before the router reads it (see there).
import { hydratesLogin } from './app/first-html';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureEarlySubmits } from './lib/early-submit';
import { yieldToMain } from './lib/yield-to-main';
import { AppProvider } from './app/provider';
import { AppRouter, startRouter } from './app/router';
import { initPlatform, isAppBuild } from './platform';
import './styles/global.css';
import { startTheme } from './lib/theme';

// The theme the HTML's first script picked, kept live (system changes, other tabs).
startTheme();

if (hydratesLogin) captureEarlySubmits();

// The app builds start their platform (stored flags, device listeners) before anything reads it;
// on the web this resolves at once.
void initPlatform().then(async (started) => {
  if (started.native) (await import('./app/native-start')).startNativeApp();
  // The page's start in three tasks (where the browser can yield): the modules' evaluation, the
  // router's start, the first render; the browser may paint the prerendered login in between.
  await yieldToMain();
  startRouter();
  await yieldToMain();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // The login page prerendered in the HTML is taken over as it is; anything else renders anew.
  // Either as a transition: React works in slices of a few milliseconds, between which the page
  // answers, instead of one long task (an Enter pressed in the login form meanwhile is sent once
  // the form is the app's: lib/early-submit).
  if (hydratesLogin) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});

// The portal's service worker (offline shell, Web Push) once the page has loaded; not in the apps.
if (!isAppBuild()) {
  const register = () => void import('./service-worker/register').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
