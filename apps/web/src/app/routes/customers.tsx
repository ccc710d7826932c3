import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CustomerList } from '../../features/customers/components/customer-list';
import { usePageTitle } from '../../lib/use-page-title';

export function CustomersRoute() {
  const navigate = useNavigate();
  usePageTitle('I tuoi clienti');
  const none = useCallback(() => navigate('/errore/in-attesa-di-conferma', { replace: true }), [navigate]);
  return (
    <>
      <h1>I tuoi clienti</h1>
      <p className="muted">Scegli il cliente di cui vuoi vedere forniture e bollette.</p>
      <CustomerList onChosen={() => navigate('/dashboard')} onNone={none} />
    </>
  );
}

export default CustomersRoute;
