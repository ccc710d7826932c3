import { PasswordLinkPage } from '../../features/password/components/password-link-page';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordResetRoute() {
  usePageTitle('Recupero password');
  return <PasswordLinkPage mode="reset" />;
}

export default PasswordResetRoute;
