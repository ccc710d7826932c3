import { Link } from 'react-router';
import { ForgotByUsernameForm } from '../../features/password/components/forgot-by-username';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordForgottenUsernameRoute() {
  usePageTitle('Password dimenticata');
  return (
    <div className="password-page">
      <h1>Recupera la password con il nome utente</h1>
      <p className="muted">
        Inserisci il nome utente e l’e-mail con cui ti sei registrato: ti invieremo un link.
      </p>
      <ForgotByUsernameForm />
      <p>
        <Link to="/password-dimenticata">Scegli un altro modo</Link>
      </p>
    </div>
  );
}

export default PasswordForgottenUsernameRoute;
