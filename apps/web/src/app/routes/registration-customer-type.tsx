import { useParams } from 'react-router';
import { CustomerCodeForm } from '../../features/registration/components/customer-code-form';

/** /registrazione/cliente-sgr/{type}: customer code and the holder's fiscal code or VAT number. */
export default function RegistrationCustomerTypeRoute() {
  const { type } = useParams();
  return <CustomerCodeForm type={type} />;
}
