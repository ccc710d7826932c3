import { Link } from 'react-router';
import { SupportContacts } from '../../features/support/components/support-contacts';
import { usePageTitle } from '../../lib/use-page-title';

/** /helpers/support (public): the brand's contacts and frequent questions, without logging in. */
export function HelpersSupportRoute() {
  usePageTitle('Assistenza');
  return (
    <>
      <h1>Assistenza</h1>
      <p>Hai bisogno di aiuto? Ecco come contattarci, anche senza accedere all’area clienti.</p>
      <SupportContacts />
      <p>
        <Link to="/helpers/find-door">Dove trovo il codice cliente, il POD e il PDR</Link>
      </p>
      <p>
        <Link to="/helpers/offers">Le nostre offerte</Link>
      </p>
    </>
  );
}

export default HelpersSupportRoute;
