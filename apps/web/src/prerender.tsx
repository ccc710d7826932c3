import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { buildRoutes } from './app/route-tree';

export { applyBrand, brandFor, pageTitle } from './brands/index';
export { BUILD_COMPANY } from './config/env';
export { COMPANY_CODES } from '@sportello/domain';
export { manifestPath } from '@sportello/brands/manifest';

/**
 * The build's server entry (build/prerender.ts): the app's first render at the address of the
 * document the build has loaded (a DOM from jsdom, with empty storage: a first visit), as HTML.
 * The same tree as main.tsx, with a memory router in place of the browser's, so that hydration
 * finds exactly what it renders.
 */
export async function renderPage(): Promise<string> {
  const { pathname, search } = window.location;
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [`${pathname}${search}`] });
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  router.dispose();
  return html;
}
