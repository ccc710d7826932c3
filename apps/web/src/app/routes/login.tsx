import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginPath } from '@sportello/domain/onboarding';
import { LoginForm } from '../../features/auth/components/login-form';
import { useBrand } from '../../lib/brand';
import { local, LOCAL_KEYS } from '../../lib/storage';
import { usePageTitle } from '../../lib/use-page-title';

export function LoginRoute() {
  const brand = useBrand();
  const navigate = useNavigate();
  usePageTitle('Accedi');
  // A message left for this screen: "Login scaduto…" after a 401, "Link scaduto…" after a link.
  const [notice] = useState(() => local.get(LOCAL_KEYS.errorMessage));
  useEffect(() => local.remove(LOCAL_KEYS.errorMessage), []);
  return (
    <main className="fullscreen" id="contenuto">
      <div className="login-card">
        <img src={brand.logo} alt={brand.name} className="login-card__logo" width="220" height="48" />
        <h1>Accedi all'area clienti</h1>
        <p className="muted">Gestisci forniture, bollette e pagamenti di {brand.name}.</p>
        {notice && (
          <p role="alert" className="alert alert--error" data-testid="login-notice">
            {notice}
          </p>
        )}
        <LoginForm onSuccess={(user) => navigate(afterLoginPath(user), { replace: true })} />
      </div>
    </main>
  );
}

export default LoginRoute;
