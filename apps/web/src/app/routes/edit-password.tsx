import { forgetBiometric } from '../../features/biometric/api/credentials';
import { PasswordChangeForm } from '../../features/profile/components/password-change-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /edit-password: current password and the new one. */
export function EditPasswordRoute() {
  usePageTitle('Cambia password');
  return (
    <>
      <h1>Cambia password</h1>
      {/* The biometric login's stored password is now wrong: it is forgotten (the app asks again). */}
      <PasswordChangeForm onChanged={() => void forgetBiometric()} />
    </>
  );
}

export default EditPasswordRoute;
