import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, isRefusal, RETRY_LATER_MESSAGE } from '../../lib/api-error';
import { Alert } from './alert';

/** The key of the form-wide error that a refusal without a field lands on. */
export const SUBMIT_ERROR = 'root.server' as const;

export interface ApiErrorOptions<T extends FieldValues> {
  /** Server field names (`updateSupplyRequest.nickname`) mapped to the form's, where they differ. */
  fields?: Partial<Record<string, Path<T>>>;
  /** Message for a failure that is not an API refusal (a bug, a lost network). */
  fallback?: string;
}

/**
 * Puts an API refusal on the form: each of its `fields` on the matching form field (by the
 * mapping, the full name or the name's last part, since the server names the request's nested
 * path), and its message on the form's own error (`root.server`) when no field took it.
 */
export function applyApiError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: ApiErrorOptions<T> = {},
): void {
  if (!(error instanceof ApiError)) {
    form.setError(SUBMIT_ERROR, { type: 'server', message: options.fallback ?? RETRY_LATER_MESSAGE });
    return;
  }
  const values = (form.getValues() ?? {}) as Record<string, unknown>;
  let placed = false;
  for (const [serverName, message] of Object.entries(error.fields)) {
    const last = serverName.split('.').pop() ?? serverName;
    const name =
      options.fields?.[serverName] ?? (serverName in values ? serverName : last in values ? last : undefined);
    if (!name) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) form.setError(SUBMIT_ERROR, { type: 'server', message: error.message });
}

export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
> & {
  /**
   * The form's submit handler: validates with the schema, calls `send` with the parsed values
   * and puts an API refusal on the fields (or the form error) instead of throwing.
   */
  submit: (
    send: (values: z.output<S>) => unknown,
    options?: ApiErrorOptions<z.input<S>>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form-wide error message (refusal without a field), if any. */
  submitError: string | undefined;
};

/**
 * The one way to write a form: react-hook-form validated by a zod schema (the contract's,
 * or one built from its pieces), errors shown once a field is left, then as it changes.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const submit: ZodForm<S>['submit'] = (send, apiOptions) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        applyApiError(form, error, apiOptions);
      }
    });
  const root = form.formState.errors.root as { server?: { message?: string } } | undefined;
  return { ...form, submit, submitError: root?.server?.message };
}

/** The form's own error (a refusal no field took), announced at once; nothing when there is none. */
export function FormError({
  message,
  testId,
  children,
}: {
  message: string | undefined;
  testId?: string;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert tone="error" data-testid={testId}>
      {message}
      {children}
    </Alert>
  );
}

/**
 * What a form shows of a failed send: a refusal the server explained (4xx) reaches it as it is,
 * with its message and fields; anything else becomes a plain error, which the form words as
 * "riprovare più tardi".
 */
export async function explained<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isRefusal(error)) throw error;
    throw new Error('Richiesta non riuscita', { cause: error });
  }
}
