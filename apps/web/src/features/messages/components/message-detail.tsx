import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDate, isNotificationUnread, MESSAGES, needsAcceptanceDialog } from '@sportello/domain';
import { Modal } from '../../../components/ui/modal';
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

  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento del messaggio…
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <p role="alert" className="alert alert--error">
          {missing
            ? 'Messaggio non trovato.'
            : 'Non è stato possibile caricare il messaggio. Riprova più tardi.'}
        </p>
        {!guest && (
          <p>
            <Link to="/messages">Torna ai messaggi</Link>
          </p>
        )}
      </>
    );
  }

  const n = query.data;
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
      {!guest && (
        <p>
          <Link to="/messages">Torna ai messaggi</Link>
        </p>
      )}
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
        {update.isError && (
          <p role="alert" className="alert alert--error">
            {MESSAGES.genericRetryLater}
          </p>
        )}
      </Modal>
    </>
  );
}
