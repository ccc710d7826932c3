import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  /** A live status under the field (e.g. "Nome utente disponibile"), read out politely. */
  status?: ReactNode;
}

/** A labelled input with its hint and error tied by `aria-describedby`. */
export function TextField({ label, registration, error, hint, status, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-aiuto`;
  const errorId = `${id}-errore`;
  const statusId = `${id}-stato`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', status ? statusId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="muted registration__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div aria-live="polite" className="registration__status-slot">
        {status && !error && (
          <p id={statusId} className="registration__status">
            {status}
          </p>
        )}
      </div>
    </div>
  );
}
