import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CookieConsent } from '../features/consent/components/cookie-consent';
import { FeedbackProvider } from '../features/feedback/components/feedback-provider';
import { ErrorReporting } from '../features/telemetry/components/error-reporting';
import { BrandProvider } from '../lib/brand';
import { retryQuery } from '../lib/query-retry';
import { SessionProvider, type StartPlan } from '../lib/session';
import { BUILD_COMPANY } from '../config/env';
import { DEFAULT_COMPANY, type CompanyCode } from '@sportello/domain';
import { hasDeepLink } from './deep-link-query';

/** Deep links of the start address are read before the session starts (their code loads only then). */
const prepareStart = hasDeepLink(window.location.search)
  ? (company: CompanyCode): Promise<StartPlan | null> =>
      import('../features/deep-links/api/prepare-start').then((m) => m.prepareStart(company))
  : undefined;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            retry: retryQuery,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider fallbackCompany={BUILD_COMPANY ?? DEFAULT_COMPANY} prepareStart={prepareStart}>
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
