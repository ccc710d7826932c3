import { ContactEditor } from '../../features/contact-changes/components/contact-editor';
import { usePageTitle } from '../../lib/use-page-title';

/** /edit-phone-home: a landline is sent as it is; a mobile number gets its code first. */
export function EditPhoneHomeRoute() {
  usePageTitle('Modifica telefono fisso');
  return (
    <>
      <h1>Modifica telefono fisso</h1>
      <ContactEditor field="phoneHome" />
    </>
  );
}

export default EditPhoneHomeRoute;
