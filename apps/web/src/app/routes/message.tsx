import { useParams } from 'react-router';
import { MessageDetail } from '../../features/messages/components/message-detail';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

export function MessageRoute() {
  const { id } = useParams();
  const { guest } = useSession();
  usePageTitle('Messaggio');
  const messageId = Number(id);
  return (
    <>
      <h1>Messaggio</h1>
      {Number.isInteger(messageId) && messageId > 0 ? (
        <MessageDetail key={messageId} id={messageId} guest={guest} />
      ) : (
        <p role="alert" className="alert alert--error">
          Messaggio non trovato.
        </p>
      )}
    </>
  );
}

export default MessageRoute;
