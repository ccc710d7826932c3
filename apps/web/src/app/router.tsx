import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerRouter } from './route-registry';
import { buildRoutes } from './route-tree';

export const router = createBrowserRouter(buildRoutes());
registerRouter(router);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
