import type { HelpContacts } from '@sportello/contract';
import { getHelpContacts } from '@sportello/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useBrand } from './brand';
import { call } from './api-client';

/** GET /Core/v1/helpContacts: the session brand's help contacts (the console's over the registry's). */
export async function fetchHelpContacts(): Promise<HelpContacts> {
  // A failure leaves the registry's contacts in place: it never bothers the customer.
  const { phone, hours, email, supportUrl, helpPageUrl } = await call(getHelpContacts, { silent: true });
  return { phone, hours, email, supportUrl, helpPageUrl };
}

/**
 * The brand's help contacts as the portal shows them: the registry's (packages/brands) at once,
 * then the server's answer, which carries what an admin changed in the console.
 */
export function useHelpContacts(options: { enabled?: boolean } = {}): HelpContacts {
  const brand = useBrand();
  const { data } = useQuery({
    queryKey: ['help-contacts', brand.code],
    queryFn: fetchHelpContacts,
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? brand.help;
}
