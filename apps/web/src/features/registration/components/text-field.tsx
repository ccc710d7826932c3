import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  /** A live status under the field (e.g. "Nome utente disponibile"), read out politely. */
  status?: ReactNode;
}

/**
 * The kit's Field with a registered input, plus what the kit's Field has not: a polite live
 * status under the input (the username's availability), tied to it while shown and never
 * together with an error.
 */
export function TextField({ label, registration, error, hint, status, ...input }: TextFieldProps) {
  const shown = status && !error ? status : null;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => {
        const statusId = `${control.id}-stato`;
        const describedBy = [control['aria-describedby'], shown ? statusId : null].filter(Boolean).join(' ');
        return (
          <>
            <input {...input} {...registration} {...control} aria-describedby={describedBy || undefined} />
            <div aria-live="polite" className="registration__status-slot">
              {shown && (
                <p id={statusId} className="registration__status">
                  {shown}
                </p>
              )}
            </div>
          </>
        );
      }}
    </Field>
  );
}
