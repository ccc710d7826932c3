import { PrivacySettings } from '../../features/profile/components/privacy-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /profile/manage-privacy: company and third-party consents. */
export function ManagePrivacyRoute() {
  usePageTitle('Consensi privacy');
  return (
    <>
      <h1>Consensi privacy</h1>
      <p className="muted">Scegli quali comunicazioni ricevere. Puoi cambiare idea in qualsiasi momento.</p>
      <PrivacySettings />
    </>
  );
}

export default ManagePrivacyRoute;
