// First: it settles the address before the router reads it (see there).
import { hydratesLogin } from './app/first-html';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './styles/global.css';

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;
// The login page prerendered in the HTML is taken over as it is; anything else renders anew.
if (hydratesLogin) hydrateRoot(container, app);
else createRoot(container).render(app);
