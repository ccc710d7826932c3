import { Link } from 'react-router';
import './password.css';

/** The two ways to recover the password (spec section 2). */
export function PasswordChoice() {
  return (
    <ul className="password-choice" aria-label="Modalità di recupero">
      <li>
        <Link className="password-choice__link" to="/password-dimenticata/username">
          <span className="password-choice__title">Con il nome utente</span>
          <span className="password-choice__text">
            Inserisci il nome utente e l’e-mail con cui ti sei registrato.
          </span>
        </Link>
      </li>
      <li>
        <Link className="password-choice__link" to="/password-dimenticata/codice-cliente">
          <span className="password-choice__title">Con il codice cliente</span>
          <span className="password-choice__text">
            Inserisci il codice cliente e il codice fiscale o la partita IVA dell’intestatario.
          </span>
        </Link>
      </li>
    </ul>
  );
}
