import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import './kit.css';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The message of a refused value (react-hook-form's `errors.name?.message`). */
  error?: string | undefined;
  /** Announces the field as required (the schema still decides). */
  required?: boolean;
  /** The control's id, when the caller needs it (otherwise one is made). */
  id?: string;
  className?: string;
  'data-testid'?: string;
  /** data-testid of the error message, where e2e tests look for it. */
  errorTestId?: string;
  /**
   * The control: an element (`<input {...register('name')} />`), which receives id and aria
   * attributes, or a function of those attributes (for a `Controller` or a custom control).
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/**
 * A form field: label, optional hint, the control and its error. The control gets the label's
 * id, `aria-describedby` (hint then error) and `aria-invalid` while an error shows, so a screen
 * reader reads all three together.
 */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  className,
  errorTestId,
  children,
  ...rest
}: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const hintId = `${controlId}-aiuto`;
  const errorId = `${controlId}-errore`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  let rendered: ReactNode;
  if (typeof children === 'function') rendered = children(control);
  else if (isValidElement(children)) rendered = cloneElement(children, control);
  else rendered = children;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-testid={rest['data-testid']}>
      <label htmlFor={controlId}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {rendered}
      {error && (
        <p id={errorId} className="field__error" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}
