import {
  getInvoices,
  getNotifications,
  getProposals,
  getReadingWindow as getReadingWindowEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Invoice, proposalSchema, readingWindowResponseSchema } from '@sportello/contract';
import { INVOICES_ORDER, isProposalVisible, PAGE_SIZES } from '@sportello/domain';
import { asList, call, type AnswerOf, type RequestOptions } from '../../../lib/api-client';

/**
 * The dashboard's calls, one query per block: each block loads, fails and retries on its own.
 * A failure shows in its block (the shell's blocking popup is kept for the rest of the portal:
 * 401 and 503 still reach it).
 */
const BLOCK: Pick<RequestOptions, 'quiet'> = { quiet: [403, 404, 500, 502] };

export type Proposal = z.infer<typeof proposalSchema>;
export type ReadingWindow = z.infer<typeof readingWindowResponseSchema>['readingWindowResponse'];

/** The bills still to pay (GET /Erp/v1/invoices?outstandingOnly=true, up to 100) and their total. */
export async function getOutstanding(
  customerId: number,
): Promise<Pick<AnswerOf<typeof getInvoices>, 'invoices' | 'outstandingAmount'>> {
  const page = await call(getInvoices, {
    ...BLOCK,
    query: {
      customerId,
      outstandingOnly: true,
      orderBy: 'Asc',
      pagingTake: PAGE_SIZES.outstandingInvoiceCheck,
      pagingSkip: 0,
    },
  });
  return {
    invoices: asList(page.invoices).map((i) => ({ ...i, installments: asList(i.installments) })),
    outstandingAmount: page.outstandingAmount,
  };
}

/** The newest bill (GET /Erp/v1/invoices, one, newest first), or null. */
export async function getLastInvoice(customerId: number): Promise<Invoice | null> {
  const page = await call(getInvoices, {
    ...BLOCK,
    query: { customerId, orderBy: INVOICES_ORDER, pagingTake: 1, pagingSkip: 0 },
  });
  return asList(page.invoices)[0] ?? null;
}

/** How many messages are unread (GET /Core/v1/notifications, its `unread` count). */
export async function getUnreadCount(): Promise<number> {
  const page = await call(getNotifications, {
    ...BLOCK,
    query: { pagingTake: 1, pagingSkip: 0 },
  });
  return page.unread;
}

/** The first proposal inside its window (domain rule) not yet answered, or null. */
export async function getActiveProposal(customerKey: string, now = new Date()): Promise<Proposal | null> {
  const page = await call(getProposals, {
    ...BLOCK,
    query: { customerKey },
  });
  return asList(page.proposals).find((p) => !p.actionSelected && isProposalVisible(p, now)) ?? null;
}

/** GET /Erp/v1/metering/readingWindow for one supply. */
export function getReadingWindow(supplyKey: string): Promise<ReadingWindow> {
  return call(getReadingWindowEndpoint, { ...BLOCK, query: { supplyKey } });
}

export const outstandingQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'outstanding', customerId],
    queryFn: () => getOutstanding(customerId),
  });

export const lastInvoiceQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'last-invoice', customerId],
    queryFn: () => getLastInvoice(customerId),
  });

export const unreadQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'unread'], queryFn: () => getUnreadCount() });

export const activeProposalQueryOptions = (customerKey: string) =>
  queryOptions({
    queryKey: ['dashboard', 'proposal', customerKey],
    queryFn: () => getActiveProposal(customerKey),
  });

export const readingWindowQueryOptions = (supplyKey: string) =>
  queryOptions({ queryKey: ['reading-window', supplyKey], queryFn: () => getReadingWindow(supplyKey) });

export function useOutstanding(customerId: number | undefined) {
  return useQuery({ ...outstandingQueryOptions(customerId ?? 0), enabled: customerId !== undefined });
}

export function useLastInvoice(customerId: number | undefined) {
  return useQuery({ ...lastInvoiceQueryOptions(customerId ?? 0), enabled: customerId !== undefined });
}

export function useUnreadCount() {
  return useQuery(unreadQueryOptions());
}

export function useActiveProposal(customerKey: string | undefined) {
  return useQuery({ ...activeProposalQueryOptions(customerKey ?? ''), enabled: customerKey !== undefined });
}

/** The reading windows of these supplies, each its own query. */
export function useReadingWindows(supplyKeys: readonly string[]) {
  return useQueries({ queries: supplyKeys.map((key) => readingWindowQueryOptions(key)) });
}
