import { useParams } from 'react-router';
import { PracticeDetail } from '../../features/practices/components/practice-detail';
import { usePageTitle } from '../../lib/use-page-title';

/** /practices/{id} (module prat): one practice with its phases. */
export function PracticeRoute() {
  const { id } = useParams();
  usePageTitle('Pratica');
  return <PracticeDetail id={Number(id)} />;
}

export default PracticeRoute;
