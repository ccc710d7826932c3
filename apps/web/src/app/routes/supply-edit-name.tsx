import { useNavigate, useParams } from 'react-router';
import { SupplyNameEditor } from '../../features/supplies/components/supply-name-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /supplies/{id}/edit-name: rename, then back to the detail showing the new name. */
export function SupplyEditNameRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle('Modifica nome fornitura');
  return (
    <SupplyNameEditor
      key={id}
      id={id}
      onSaved={(supplyId) => navigate(`/supplies/${supplyId}`, { state: { renamed: true } })}
    />
  );
}

export default SupplyEditNameRoute;
