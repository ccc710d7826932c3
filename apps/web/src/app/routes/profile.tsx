import { ProfileView } from '../../features/profile/components/profile-view';
import { usePageTitle } from '../../lib/use-page-title';

/** /profile: the user's and the customer's data, and the entries to change them. */
export function ProfileRoute() {
  usePageTitle('Profilo');
  return (
    <>
      <h1>Il tuo profilo</h1>
      <ProfileView />
    </>
  );
}

export default ProfileRoute;
