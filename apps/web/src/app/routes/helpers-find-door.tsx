import { Link } from 'react-router';
import { FindDoor } from '../../features/helpers/components/find-door';
import { usePageTitle } from '../../lib/use-page-title';

/** /helpers/find-door (public): where the customer code, POD and PDR are on a bill. */
export function HelpersFindDoorRoute() {
  usePageTitle('Dove trovo i codici');
  return (
    <>
      <h1>Dove trovo il codice cliente, il POD e il PDR</h1>
      <p>
        Li trovi nella prima pagina di ogni bolletta. Scegli la tua bolletta e guarda i riquadri numerati.
      </p>
      <FindDoor />
      <p>
        <Link to="/helpers/support">Serve altro aiuto?</Link>
      </p>
    </>
  );
}

export default HelpersFindDoorRoute;
