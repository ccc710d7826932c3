import { PasswordLinkPage } from '../../features/password/components/password-link-page';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordCreateRoute() {
  usePageTitle('Crea la password');
  return <PasswordLinkPage mode="create" />;
}

export default PasswordCreateRoute;
