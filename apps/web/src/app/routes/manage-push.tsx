import { PushSettings } from '../../features/profile/components/push-form';
import { DevicePush } from '../../features/push/components/device-push';
import { usePageTitle } from '../../lib/use-page-title';

/** /manage-push: the user's service and commercial notifications. */
export function ManagePushRoute() {
  usePageTitle('Notifiche');
  return (
    <>
      <h1>Preferenze di notifica</h1>
      <PushSettings />
      <DevicePush />
    </>
  );
}

export default ManagePushRoute;
