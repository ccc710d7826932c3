import { MessageList } from '../../features/messages/components/message-list';
import { usePageTitle } from '../../lib/use-page-title';

export function MessagesRoute() {
  usePageTitle('Messaggi');
  return (
    <>
      <h1>Messaggi</h1>
      <MessageList />
    </>
  );
}

export default MessagesRoute;
