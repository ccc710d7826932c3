import { useLocation } from 'react-router';
import { BankDebitScreen } from '../../features/bank-debit/components/bank-debit-form';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /add-bank-debit and /edit-bank-debit: the current customer's contracts and their direct debit. */
export function BankDebitRoute() {
  const { customer } = useSession();
  const mode = useLocation().pathname.startsWith('/add-') ? 'add' : 'edit';
  usePageTitle(mode === 'add' ? 'Attiva la domiciliazione' : 'Modifica la domiciliazione');
  return <BankDebitScreen key={mode} customerKey={customer?.key} mode={mode} />;
}

export default BankDebitRoute;
