import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isRefusal } from '@web/lib/api-error';
import '@web/styles/global.css';
import './console.css';
import { App } from './app';

const queryClient = new QueryClient({
  defaultOptions: {
    // A refusal (4xx) is the answer; only a failure of the network or the server is asked again.
    queries: { retry: (count, error) => !isRefusal(error) && count < 2, refetchOnWindowFocus: false },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
