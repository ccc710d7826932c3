import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { useSession } from '../lib/session';
import { AppLayout } from './layouts/app-layout';

/** Until the session store has loaded, the brand loading animation shows. */
function Loading() {
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <span className="app-loading__mark" aria-hidden="true" />
      <span className="visually-hidden">Caricamento in corso…</span>
    </div>
  );
}

function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, loggedIn } = useSession();
  if (loading) return <Loading />;
  return loggedIn ? children : <Navigate to="/login" replace />;
}

function Index() {
  const { loading, loggedIn } = useSession();
  if (loading) return <Loading />;
  return <Navigate to={loggedIn ? '/dashboard' : '/login'} replace />;
}

const router = createBrowserRouter([
  { path: '/', element: <Index /> },
  { path: '/login', lazy: async () => ({ Component: (await import('./routes/login')).default }) },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [{ path: '/dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard')).default }) }],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
