/** The end of both forgotten-password forms: the submit button, busy while the link is asked. */
export function SendLinkFooter({ submitting }: { submitting: boolean }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={submitting}>
      {submitting ? 'Invio in corso…' : 'Invia il link'}
    </button>
  );
}
