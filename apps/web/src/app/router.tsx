import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerRouter } from './route-registry';
import { buildRoutes } from './route-tree';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The browser's router, created at the first call: main.tsx calls it in a task of its own after
 * the modules have been evaluated, so that matching the route table and starting the landing
 * route's lazy chunks do not lengthen the start-up task (the blocking time at load).
 */
export function startRouter(): ReturnType<typeof createBrowserRouter> {
  if (!router) {
    router = createBrowserRouter(buildRoutes());
    registerRouter(router);
  }
  return router;
}

export function AppRouter() {
  return <RouterProvider router={startRouter()} />;
}
