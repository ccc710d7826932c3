import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerRouter } from './route-registry';
import { buildRoutes } from './route-tree';

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

/**
 * Creates the app's router (once): it matches the address and asks for the landing route's
 * chunks. main.tsx calls it in a task of its own, between the modules' evaluation and the first
 * render, so that none of the three makes one long task of the page's start.
 */
export function startRouter(): Router {
  if (!router) {
    router = createBrowserRouter(buildRoutes());
    registerRouter(router);
  }
  return router;
}

export function AppRouter() {
  return <RouterProvider router={startRouter()} />;
}
