import { useNavigate } from 'react-router';
import { CompanyChooser } from '../../features/company/components/company-chooser';
import { usePageTitle } from '../../lib/use-page-title';

export function CompanyRoute() {
  const navigate = useNavigate();
  usePageTitle('Scegli la società');
  return (
    <>
      <h1>Scegli la società</h1>
      <p className="muted">Seleziona il tuo fornitore per accedere all'area clienti.</p>
      <CompanyChooser onChosen={() => navigate('/login', { replace: true })} />
    </>
  );
}

export default CompanyRoute;
