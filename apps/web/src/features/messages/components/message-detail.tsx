import { useEffect, useRef, type ReactNode } from 'react';
import type { Notification } from '@sportello/contract';
import { Link } from 'react-router';
import { formatDate, isNotificationUnread, MESSAGES, needsAcceptanceDialog } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useNotification, useUpdateNotification } from '../api/notifications-api';
import './messages.css';

/**
 * One message: opening it sets its reading date; a type that requires acceptance opens a
 * blocking dialog (no backdrop, no Escape) whose only button sends the confirmation.
 */
export function MessageDetail({ id, guest }: { id: number; guest: boolean }) {
  const query = useNotification(id);
  const update = useUpdateNotification();
  const markedRead = useRef<number | null>(null);
  const notification = query.data;

  useEffect(() => {
    if (!notification || !isNotificationUnread(notification) || markedRead.current === notification.id)
      return;
    markedRead.current = notification.id;
    update.mutate({ id: notification.id, readingDate: new Date().toISOString() });
    // Once per message opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notification]);

  const back = !guest && (
    <p>
      <Link to="/messages">Torna ai messaggi</Link>
    </p>
  );
  return (
    <>
      <QueryState
        query={query}
        loading="Caricamento del messaggio…"
        error={(error) =>
          isMissing(error) ? 'Messaggio non trovato.' : 'Non è stato possibile caricare il messaggio.'
        }
        // A message that does not exist will not appear by asking again.
        canRetry={(error) => !isMissing(error)}
      >
        {(n) => <Shown n={n} back={back} update={update} />}
      </QueryState>
      {/* A failed or missing message still offers the way back to the list. */}
      {query.isError && back}
    </>
  );
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The message read, and the blocking dialog of a type that must be confirmed. */
function Shown({
  n,
  back,
  update,
}: {
  n: Notification;
  back: ReactNode;
  update: ReturnType<typeof useUpdateNotification>;
}) {
  const toAccept = needsAcceptanceDialog(n);
  const confirming = update.isPending && update.variables?.confirmationDate !== undefined;
  return (
    <>
      <article className="message-detail" aria-labelledby="messaggio-oggetto" data-testid="message-detail">
        <h2 id="messaggio-oggetto" className="message-detail__subject">
          {n.subject}
        </h2>
        <dl className="message-detail__facts">
          <div>
            <dt>Data</dt>
            <dd>{formatDate(n.createdAt)}</dd>
          </div>
          <div>
            <dt>Tipo</dt>
            <dd>{n.notificationType.description}</dd>
          </div>
          {n.confirmationDate && (
            <div data-testid="message-confirmed">
              <dt>Presa visione</dt>
              <dd>{formatDate(n.confirmationDate)}</dd>
            </div>
          )}
        </dl>
        <p className="message-detail__text">{n.message}</p>
      </article>
      {back}
      <Modal
        open={toAccept}
        title={n.notificationType.description}
        onClose={() => undefined}
        dismissible={false}
        hideCloseButton
        className="message-accept"
        footer={
          <button
            type="button"
            className="button button--primary button--block"
            disabled={confirming}
            onClick={() => update.mutate({ id: n.id, confirmationDate: new Date().toISOString() })}
          >
            {MESSAGES.notificationAcknowledge}
          </button>
        }
      >
        <p>
          <strong>{n.subject}</strong>
        </p>
        <p className="message-accept__text">{n.message}</p>
        {n.notificationType.detail && <p className="muted">{n.notificationType.detail}</p>}
        {update.isError && <Alert tone="error">{MESSAGES.genericRetryLater}</Alert>}
      </Modal>
    </>
  );
}
