import { useId, type Ref } from 'react';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (e.g. "Inserire la password"); the field is invalid while set. */
  error?: string | null;
  label?: string;
  /** The password the browser offers: the account's own (login, confirmations) or a new one. */
  autoComplete?: 'current-password' | 'new-password';
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password box with its label and its error, tied to it for screen readers (aria-invalid,
 * aria-describedby): the login form's and every form's that asks for the password again.
 */
export function PasswordField({
  value,
  onChange,
  error,
  label = 'Password',
  autoComplete = 'current-password',
  name,
  ref,
}: PasswordFieldProps) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className="field">
      <label htmlFor={ids.input}>{label}</label>
      <input
        ref={ref}
        id={ids.input}
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? ids.error : undefined}
        required
      />
      {error && (
        <p id={ids.error} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
