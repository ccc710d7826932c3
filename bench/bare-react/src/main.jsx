// The bare build Lighthouse compares the login page with (DESIGN.md: "a bare Vite + React 19 +
// React Router 7 + TanStack Query build"): the same text and form, rendered by JavaScript.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import './style.css';

function Login() {
  return (
    <main className="card">
      <h1>Accedi all'area clienti</h1>
      <p className="muted">Gestisci forniture, bollette e pagamenti di Astra Energia.</p>
      <form aria-label="Accesso all'area clienti" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="username">Nome utente</label>
        <input id="username" name="username" autoComplete="username" />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" />
        <button type="submit">Accedi</button>
        <p>
          <Link to="/password-dimenticata">Password dimenticata?</Link>{' '}
          <Link to="/registrazione">Non sei registrato? Registrati</Link>
        </p>
      </form>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Login }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
