import { ShippingAddressEditor } from '../../features/shipping-address/components/shipping-address-form';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /edit-shipping-address: the current customer's contracts and where their bills are sent. */
export function EditShippingAddressRoute() {
  const { customer } = useSession();
  usePageTitle('Indirizzo di spedizione');
  return <ShippingAddressEditor customerKey={customer?.key} />;
}

export default EditShippingAddressRoute;
