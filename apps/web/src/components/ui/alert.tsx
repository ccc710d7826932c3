import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
  /** Whether to announce the message at once (role alert) or politely (role status). */
  urgent?: boolean;
  id?: string;
}

/** The classes the screens already use: `.alert--ok` is the success style of the stylesheets. */
const TONE_CLASS: Record<AlertTone, string> = {
  info: 'alert alert--info',
  success: 'alert alert--ok',
  warning: 'alert alert--warning',
  error: 'alert alert--error',
};

/**
 * A message in a coloured box. Errors and warnings interrupt the screen reader (role alert);
 * information and confirmations wait their turn (role status) unless `urgent` says otherwise.
 */
export function Alert({ tone = 'info', title, children, className, urgent, id, ...rest }: AlertProps) {
  const interrupt = urgent ?? (tone === 'error' || tone === 'warning');
  const classes = [TONE_CLASS[tone], className].filter(Boolean).join(' ');
  const body = title ? (
    <>
      <strong className="alert__title">{title}</strong>
      {children && <div className="alert__body">{children}</div>}
    </>
  ) : (
    children
  );
  return (
    <div id={id} role={interrupt ? 'alert' : 'status'} className={classes} data-testid={rest['data-testid']}>
      {body}
    </div>
  );
}
