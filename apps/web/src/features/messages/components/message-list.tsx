import { Link } from 'react-router';
import { formatDate, isNotificationUnread, needsAcceptanceDialog } from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useNotificationsList } from '../api/notifications-api';
import './messages.css';

/** The user's messages, newest first; unread ones marked in text, not by style alone. */
export function MessageList() {
  const query = useNotificationsList();
  return (
    <QueryState
      query={query}
      loading="Caricamento dei messaggi…"
      error="Non è stato possibile caricare i messaggi."
      isEmpty={(data) => data.pages.every((p) => p.notifications.length === 0)}
      empty="Non ci sono messaggi."
    >
      {(data) => {
        const notifications = data.pages.flatMap((p) => p.notifications);
        const first = data.pages[0]!;
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
                        {toAccept && (
                          <span className="message-badge message-badge--accept">Da confermare</span>
                        )}
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
      }}
    </QueryState>
  );
}
