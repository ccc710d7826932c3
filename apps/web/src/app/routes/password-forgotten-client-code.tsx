import { Link } from 'react-router';
import { ForgotByCustomerCodeForm } from '../../features/password/components/forgot-by-customer-code';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordForgottenClientCodeRoute() {
  usePageTitle('Password dimenticata');
  return (
    <div className="password-page">
      <h1>Recupera la password con il codice cliente</h1>
      <p className="muted">
        Inserisci il codice cliente e il codice fiscale o la partita IVA dell’intestatario: ti invieremo un
        link all’e-mail del titolare.
      </p>
      <ForgotByCustomerCodeForm />
      <p>
        <Link to="/password-dimenticata">Scegli un altro modo</Link>
      </p>
    </div>
  );
}

export default PasswordForgottenClientCodeRoute;
