import { useParams } from 'react-router';
import { SelfReading } from '../../features/supplies/components/self-reading-form';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useRouteAvailable } from './supply-links';

/** /supplies/{id}/autolettura (module AutoLettura; guests with a link may use it too). */
export function SupplySelfReadingRoute() {
  const { id = '' } = useParams();
  const { loggedIn } = useSession();
  const available = useRouteAvailable();
  usePageTitle('Autolettura');
  const archive = loggedIn && available('self-reading-archive-supply');
  return (
    <SelfReading key={id} id={id} {...(archive ? { archiveHref: `/self-reading/${id}/archive` } : {})} />
  );
}

export default SupplySelfReadingRoute;
