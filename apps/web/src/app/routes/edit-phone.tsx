import { ContactEditor } from '../../features/contact-changes/components/contact-editor';
import { usePageTitle } from '../../lib/use-page-title';

/** /edit-phone: the new mobile number, then its code (/check-phone). */
export function EditPhoneRoute() {
  usePageTitle('Modifica cellulare');
  return (
    <>
      <h1>Modifica numero di cellulare</h1>
      <ContactEditor field="phoneMobile" />
    </>
  );
}

export default EditPhoneRoute;
