import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/use-page-title';

export function LoginRoute() {
  const brand = useBrand();
  const navigate = useNavigate();
  usePageTitle('Accedi');
  return (
    <main className="fullscreen" id="contenuto">
      <div className="login-card">
        <img src={brand.logo} alt={brand.name} className="login-card__logo" width="220" height="48" />
        <h1>Accedi all'area clienti</h1>
        <p className="muted">Gestisci forniture, bollette e pagamenti di {brand.name}.</p>
        <LoginForm onSuccess={() => navigate('/dashboard', { replace: true })} />
      </div>
    </main>
  );
}

export default LoginRoute;
