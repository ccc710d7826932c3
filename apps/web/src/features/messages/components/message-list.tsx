import { Link } from 'react-router';
import { formatDate, isNotificationUnread, needsAcceptanceDialog } from '@sportello/domain';
import { useNotificationsList } from '../api/notifications-api';
import './messages.css';

/** The user's messages, newest first; unread ones marked in text, not by style alone. */
export function MessageList() {
  const query = useNotificationsList();
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento dei messaggi…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare i messaggi. Riprova più tardi.
      </p>
    );
  }
  const pages = query.data.pages;
  const notifications = pages.flatMap((p) => p.notifications);
  const first = pages[0]!;
  if (notifications.length === 0) return <p className="muted">Non ci sono messaggi.</p>;
  return (
    <>
      <p className="muted" data-testid="messages-summary">
        {first.unread === 0
          ? 'Nessun messaggio da leggere.'
          : first.unread === 1
            ? '1 messaggio da leggere.'
            : `${first.unread} messaggi da leggere.`}
      </p>
      <ul className="message-list" aria-label="Messaggi">
        {notifications.map((n) => {
          const unread = isNotificationUnread(n);
          const toAccept = needsAcceptanceDialog(n);
          return (
            <li
              key={n.id}
              className={`message-item${unread ? ' message-item--unread' : ''}`}
              data-testid="message-item"
              data-unread={unread ? 'true' : 'false'}
            >
              <Link className="message-item__link" to={`/messages/${n.id}`}>
                <span className="message-item__subject">
                  {unread && <span className="visually-hidden">Non letto: </span>}
                  {n.subject}
                </span>
                <span className="message-item__date">{formatDate(n.createdAt)}</span>
                <span className="message-item__meta">
                  <span>{n.notificationType.description}</span>
                  {unread && (
                    <span className="message-badge" aria-hidden="true">
                      Nuovo
                    </span>
                  )}
                  {toAccept && <span className="message-badge message-badge--accept">Da confermare</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Caricamento…' : 'Mostra altri messaggi'}
        </button>
      )}
    </>
  );
}
