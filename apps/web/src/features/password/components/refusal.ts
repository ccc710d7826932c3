import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SUBMIT_ERROR } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';

/**
 * Sends, and words a refusal the password screens' way: a refusal naming one of the form's
 * fields is rethrown for `form.submit` to put on that field; any other goes on the form's own
 * error with the screen's text (`message`), since these screens translate codes and statuses
 * (params_not_valid, 410…) instead of showing the server's words. True when sent.
 */
export async function sendOrRefuse<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  send: () => Promise<unknown>,
  message: (error: unknown) => string,
  /** The server's field names that `form.submit` maps to the form's (its `fields` option). */
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    const values = (form.getValues() ?? {}) as Record<string, unknown>;
    const namesAField = (name: string) =>
      name in fields || name in values || (name.split('.').pop() ?? name) in values;
    if (error instanceof ApiError && Object.keys(error.fields).some(namesAField)) throw error;
    form.setError(SUBMIT_ERROR as never, { type: 'server', message: message(error) });
    return false;
  }
}
