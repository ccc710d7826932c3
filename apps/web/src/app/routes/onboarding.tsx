import { useNavigate, useSearchParams } from 'react-router';
import { OnboardingTour } from '../../features/onboarding/components/onboarding-tour';
import { useBrand } from '../../lib/brand';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /onboarding: the tour after the first login (login sends here while userOptions has not
 * recorded it) and again from the profile (`?from=profile`, back there at the end).
 */
export function OnboardingRoute() {
  const brand = useBrand();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const fromProfile = params.get('from') === 'profile';
  usePageTitle('Benvenuto');
  return (
    <>
      <h1>Benvenuto nell’area clienti {brand.name}</h1>
      <p className="muted">Ecco in quattro passi cosa puoi fare. Puoi saltare il tour quando vuoi.</p>
      <OnboardingTour
        onClose={() =>
          navigate(!loggedIn ? '/login' : fromProfile ? '/profile' : '/dashboard', { replace: true })
        }
      />
    </>
  );
}

export default OnboardingRoute;
