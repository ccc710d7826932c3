import { DelegateAddressStep } from '../../features/registration/components/delegate-address-step';

/** /registrazione/delegate/address: the address with the address service's suggestions. */
export default function RegistrationDelegateAddressRoute() {
  return <DelegateAddressStep />;
}
