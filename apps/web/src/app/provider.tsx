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
import { takeInvoiceCsvAddress } from './invoice-path';

/** The web's /fatture/{company}-{invoiceKey} address, taken before the router reads the address. */
const invoiceCsvAddress = takeInvoiceCsvAddress();

/** Deep links of the start address are read before the session starts (their code loads only then). */
const prepareStart =
  hasDeepLink(window.location.search) || invoiceCsvAddress
    ? async (company: CompanyCode): Promise<StartPlan | null> => {
        if (invoiceCsvAddress) {
          const { keepInvoiceCsvAddress } = await import('../features/app-links/api/app-url');
          keepInvoiceCsvAddress(invoiceCsvAddress);
        }
        if (!hasDeepLink(window.location.search)) return null;
        return import('../features/deep-links/api/prepare-start').then((m) => m.prepareStart(company));
      }
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
