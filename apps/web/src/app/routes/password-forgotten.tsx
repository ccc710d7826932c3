import { Link } from 'react-router';
import { PasswordChoice } from '../../features/password/components/password-choice';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordForgottenRoute() {
  usePageTitle('Password dimenticata');
  return (
    <div className="password-page">
      <h1>Password dimenticata</h1>
      <p className="muted">
        Scegli come vuoi recuperare la password: ti invieremo un link per sceglierne una nuova.
      </p>
      <PasswordChoice />
      <p>
        <Link to="/login">Torna al login</Link>
      </p>
    </div>
  );
}

export default PasswordForgottenRoute;
