import { ContactEditor } from '../../features/contact-changes/components/contact-editor';
import { usePageTitle } from '../../lib/use-page-title';

/** /edit-email: the new address, then its code (/check-email). */
export function EditEmailRoute() {
  usePageTitle('Modifica e-mail');
  return (
    <>
      <h1>Modifica indirizzo e-mail</h1>
      <ContactEditor field="email" />
    </>
  );
}

export default EditEmailRoute;
