import { Link } from 'react-router';
import { CUSTOMER_BASE, DELEGATE_BASE } from '../api/steps';
import { StepLayout } from './step-layout';

/** /registrazione: register as the holder of the supplies, or as a delegate of a customer. */
export function RegistrationChoice() {
  return (
    <StepLayout
      title="Registrati"
      flowLabel="Registrazione"
      intro={<p>Crea il tuo accesso all’area clienti. Come vuoi registrarti?</p>}
    >
      <ul className="registration-choice">
        <li>
          <Link className="registration-choice__link" to={CUSTOMER_BASE}>
            <span className="registration-choice__title">Sono un cliente</span>
            <span className="registration-choice__text">
              Sei l’intestatario delle forniture: ti servono il codice cliente e il codice fiscale o la
              partita IVA, che trovi in bolletta.
            </span>
          </Link>
        </li>
        <li>
          <Link className="registration-choice__link" to={DELEGATE_BASE}>
            <span className="registration-choice__title">Sono un delegato</span>
            <span className="registration-choice__text">
              Gestisci le forniture di un altro cliente: dopo la registrazione chiederai la delega, che il
              cliente conferma dal suo account.
            </span>
          </Link>
        </li>
      </ul>
      <p>
        Hai già un account? <Link to="/login">Accedi</Link>
      </p>
    </StepLayout>
  );
}
