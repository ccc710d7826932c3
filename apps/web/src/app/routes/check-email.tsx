import { CodeCheck } from '../../features/contact-changes/components/code-check';
import { usePageTitle } from '../../lib/use-page-title';

/** /check-email: the code sent to the new address. */
export function CheckEmailRoute() {
  usePageTitle('Verifica e-mail');
  return (
    <>
      <h1>Verifica il nuovo indirizzo e-mail</h1>
      <CodeCheck kind="email" />
    </>
  );
}

export default CheckEmailRoute;
