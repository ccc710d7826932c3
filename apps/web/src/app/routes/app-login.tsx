import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginPath } from '@sportello/domain/onboarding';
import { LoginForm } from '../../features/auth/components/login-form';
import { BiometricLogin } from '../../features/biometric/components/biometric-login';
import { shouldOfferBiometric } from '../../features/biometric/api/credentials';
import { useBrand } from '../../lib/brand';
import { local, LOCAL_KEYS } from '../../lib/storage';
import { usePageTitle } from '../../lib/use-page-title';
import { afterAppLogin } from '../after-app-login';

const OFFER_PATH = '/active-biometric';

/**
 * /applogin: the app's login (guard steps 4 and 7 send here in the app). With the biometric
 * login on, the fingerprint or face logs in; otherwise username and password, after which the
 * biometric login is offered once (/active-biometric) when the device has one.
 */
export function AppLoginRoute() {
  const brand = useBrand();
  const navigate = useNavigate();
  usePageTitle('Accedi');
  const [notice] = useState(() => local.get(LOCAL_KEYS.errorMessage));
  const [offer, setOffer] = useState(false);
  useEffect(() => local.remove(LOCAL_KEYS.errorMessage), []);
  useEffect(() => {
    let alive = true;
    void shouldOfferBiometric().then((yes) => {
      if (!alive) return;
      setOffer(yes);
      afterAppLogin.set(yes ? OFFER_PATH : null);
    });
    return () => {
      // The target stays set while the login's redirect is under way (this screen is already
      // gone by then); /active-biometric clears it on arrival.
      alive = false;
    };
  }, []);

  const done = (user?: { userOptions: string }) =>
    navigate(offer ? OFFER_PATH : afterLoginPath(user), { replace: true });

  return (
    <div className="app-login">
      <div className="login-card">
        <img src={brand.logo} alt={brand.name} className="login-card__logo" width="220" height="48" />
        <h1>Accedi all&apos;app</h1>
        <p className="muted">Forniture, bollette e pagamenti di {brand.name}, sempre con te.</p>
        {notice && (
          <p role="alert" className="alert alert--error" data-testid="login-notice">
            {notice}
          </p>
        )}
        <BiometricLogin brandName={brand.name} onSuccess={(result) => done(result.user)} />
        <LoginForm onSuccess={done} />
      </div>
    </div>
  );
}

export default AppLoginRoute;
