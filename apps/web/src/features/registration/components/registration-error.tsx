import { Link } from 'react-router';
import { MESSAGES } from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { isUsernameProblem, REGISTRATION_ERROR_CODES } from '../api/register';
import { registrationErrorMessage } from '../api/validate-user';

/** Why a registration was refused, with the way forward (change username, log in). */
export function RegistrationError({ error, usernamePath }: { error: unknown; usernamePath: string }) {
  if (error instanceof ApiError && error.code === REGISTRATION_ERROR_CODES.alreadyRegistered) {
    return (
      <>
        <p>{MESSAGES.userAlreadyRegistered}</p>
        <p>
          <Link to="/login">Accedi</Link> · <Link to="/password-dimenticata">Recupera la password</Link>
        </p>
      </>
    );
  }
  if (isUsernameProblem(error)) {
    return (
      <>
        <p>{MESSAGES.usernameInvalid}</p>
        <p>
          <Link to={usernamePath}>Scegli un altro nome utente</Link>
        </p>
      </>
    );
  }
  return <p>{registrationErrorMessage(error)}</p>;
}
