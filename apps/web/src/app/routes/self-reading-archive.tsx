import { useParams } from 'react-router';
import { ReadingsArchive, SupplyReadingsArchive } from '../../features/supplies/components/readings-archive';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /self-reading/{id}/archive and /self-reading/archive (module letture): two years of readings. */
export function SelfReadingArchiveRoute() {
  const { id } = useParams();
  const { customer } = useSession();
  usePageTitle('Archivio letture');
  if (id) return <SupplyReadingsArchive key={id} id={id} />;
  return <ReadingsArchive {...(customer ? { customerKey: customer.key } : {})} />;
}

export default SelfReadingArchiveRoute;
