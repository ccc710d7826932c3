import { passwordResetErrorMessage } from '../api/password-api';

/** The end of both forgotten-password forms: why the link was not sent, and the submit button. */
export function SendLinkFooter({ error, submitting }: { error: Error | null; submitting: boolean }) {
  return (
    <>
      {error && (
        <p role="alert" className="alert alert--error" data-testid="password-error">
          {passwordResetErrorMessage(error)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Invio in corso…' : 'Invia il link'}
      </button>
    </>
  );
}
