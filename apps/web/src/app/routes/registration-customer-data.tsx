import { CustomerProofStep } from '../../features/registration/components/customer-proof-step';

/** /registrazione/cliente-sgr/{type}/dati: the proof of ownership (code on file, or a bill). */
export default function RegistrationCustomerDataRoute() {
  return <CustomerProofStep />;
}
