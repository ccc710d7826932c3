import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CookieConsent } from '../features/consent/components/cookie-consent';
import { FeedbackProvider } from '../features/feedback/components/feedback-provider';
import { ErrorReporting } from '../features/telemetry/components/error-reporting';
import { ApiError } from '../lib/api-client';
import { BrandProvider } from '../lib/brand';
import { SessionProvider } from '../lib/session';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // Client errors are answers, not glitches: retrying them changes nothing.
            retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrandProvider>
          <FeedbackProvider>
            {children}
            <CookieConsent />
            <ErrorReporting />
          </FeedbackProvider>
        </BrandProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
