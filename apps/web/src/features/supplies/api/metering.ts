import { describeMeterGroup, getReadingWindow, insertReadings } from '@sportello/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type AnswerOf } from '../../../lib/api-client';

/** GET /Erp/v1/metering/readingWindow: when a reading can be sent, the meter and the last reading. */
export const readingWindowQueryOptions = (supplyKey: string) =>
  queryOptions({
    queryKey: ['reading-window', supplyKey],
    queryFn: () => call(getReadingWindow, { query: { supplyKey } }),
  });

/** GET /Erp/v1/metering/describeMeterGroup: the meter's registers (measures). */
export const meterGroupQueryOptions = (supplyKey: string) =>
  queryOptions({
    queryKey: ['meter-group', supplyKey],
    queryFn: () => call(describeMeterGroup, { query: { supplyKey } }),
    staleTime: 10 * 60_000,
  });

export function useReadingWindow(supplyKey: string | undefined) {
  return useQuery({ ...readingWindowQueryOptions(supplyKey ?? ''), enabled: Boolean(supplyKey) });
}

export function useMeterGroup(supplyKey: string | undefined) {
  return useQuery({ ...meterGroupQueryOptions(supplyKey ?? ''), enabled: Boolean(supplyKey) });
}

/** What a self-reading sends: one value (a totalizer), or one per band (F1, F2, F3…). */
export type ReadingInput =
  { supplyKey: string; value: string } | { supplyKey: string; registers: { band: string; value: string }[] };

/** POST /Erp/v1/metering/insertReadings. The caller shows the server's messages under the fields. */
export function insertReading(input: ReadingInput): Promise<AnswerOf<typeof insertReadings>> {
  return call(insertReadings, {
    body: { insertReadingsRequest: input },
    silent: true,
  });
}

export function useInsertReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReadingInput) => insertReading(input),
    onSuccess: async (_reading, { supplyKey }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reading-window', supplyKey] }),
        queryClient.invalidateQueries({ queryKey: ['readings'] }),
      ]);
    },
  });
}
