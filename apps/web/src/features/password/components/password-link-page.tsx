import { Link, useSearchParams } from 'react-router';
import { LINK_NOT_VALID_MESSAGE } from '../api/password-api';
import { NewPasswordForm } from './new-password-form';
import './password.css';

/** The userId the link's resolution put in the address, or null. */
export function linkUserId(search: URLSearchParams): number | null {
  const id = Number(search.get('userId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /recupero-psw and /crea-psw: opened from the mailed single-use link (module 5). */
export function PasswordLinkPage({ mode }: { mode: 'reset' | 'create' }) {
  const [search] = useSearchParams();
  const userId = linkUserId(search);
  return (
    <div className="password-page">
      <h1>{mode === 'create' ? 'Crea la password' : 'Recupero password'}</h1>
      {userId === null ? (
        <>
          <p role="alert" className="alert alert--error">
            {LINK_NOT_VALID_MESSAGE}
          </p>
          <p>
            <Link to="/password-dimenticata">Richiedi un nuovo link</Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted">
            {mode === 'create'
              ? 'Scegli la password con cui accederai all’area clienti.'
              : 'Scegli una nuova password per accedere all’area clienti.'}
          </p>
          <NewPasswordForm userId={userId} mode={mode} />
        </>
      )}
    </div>
  );
}
