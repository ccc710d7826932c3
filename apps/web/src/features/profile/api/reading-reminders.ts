import {
  getReadingReminders as getReadingRemindersEndpoint,
  setReadingReminders as setReadingRemindersEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReadingReminders } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** The reading reminders' preference of the logged-in user (issue 24), as the profile reads it. */
export type ReadingRemindersPreference = ReadingReminders;

/** GET /Core/v1/readingReminders: whether the user is told when a self-reading window opens. */
export async function getReadingReminders(): Promise<ReadingReminders> {
  const answer = await call(getReadingRemindersEndpoint, {});
  return { enabled: answer.enabled };
}

export const readingRemindersQueryOptions = () =>
  queryOptions({ queryKey: ['reading-reminders'], queryFn: getReadingReminders });

export function useReadingReminders() {
  return useQuery(readingRemindersQueryOptions());
}

/** PUT /Core/v1/readingReminders: a refusal is shown by the form (the shell stays quiet). */
export async function setReadingReminders(enabled: boolean): Promise<ReadingReminders> {
  const answer = await call(setReadingRemindersEndpoint, {
    body: { setReadingRemindersRequest: { enabled } },
    quiet: [400],
  });
  return { enabled: answer.enabled };
}

export function useSetReadingReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReadingReminders,
    onSuccess: (preference) => queryClient.setQueryData(['reading-reminders'], preference),
  });
}
