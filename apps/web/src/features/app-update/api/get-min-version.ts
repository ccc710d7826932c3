import { getConfProperties } from '@sportello/contract/endpoints';
import { MIN_VERSION_PROPERTY } from '@sportello/domain';
import { asList, call } from '../../../lib/api-client';

/** GET /Core/v1/confProperties?propertyName=App_min_version: the lowest version still allowed. */
export async function getMinVersion(): Promise<string | null> {
  const answer = await call(getConfProperties, {
    query: { propertyName: MIN_VERSION_PROPERTY },
    // A failed check is retried at the next interval; it never bothers the customer.
    silent: true,
  });
  return asList(answer.items).find((item) => item.propertyName === MIN_VERSION_PROPERTY)?.value ?? null;
}
