import { COMPANY_CODES } from '@sportello/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api, ROLE_LABELS, type Operator } from './api';
import { ConsoleTable, MutationError } from './ui';

interface Credentials {
  operator: Operator;
  temporaryPassword: string;
  totpSecret: string;
  totpUri: string;
  recoveryCodes: string[];
}

const date = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short' });

/** The credentials shown once, after a creation or a reset: to hand to the operator. */
function CredentialsShown({ credentials }: { credentials: Credentials }) {
  return (
    <section
      className="alert alert--ok console-credentials"
      aria-labelledby="credentials-title"
      role="status"
    >
      <h2 id="credentials-title">Credenziali di {credentials.operator.username}</h2>
      <p>Mostrate solo ora: consegnarle all’operatore.</p>
      <dl className="console-facts">
        <dt>Password temporanea</dt>
        <dd>
          <code data-testid="console-temporary-password">{credentials.temporaryPassword}</code>
        </dd>
        <dt>Segreto TOTP</dt>
        <dd>
          <code data-testid="console-totp-secret">{credentials.totpSecret}</code>
        </dd>
        <dt>Codici di recupero</dt>
        <dd>
          <code>{credentials.recoveryCodes.join(' ')}</code>
        </dd>
      </dl>
    </section>
  );
}

/** The operators (admins only): create one, suspend, reinstate, reset its password and second factor. */
export function OperatorsPage({ me }: { me: Operator }) {
  const queryClient = useQueryClient();
  const operators = useQuery({
    queryKey: ['operators'],
    queryFn: () => api<{ operators: Operator[] }>('GET', '/operators'),
  });
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operators'] });
  const act = useMutation({
    mutationFn: async ({ op, action }: { op: Operator; action: 'suspend' | 'reinstate' | 'reset' }) => {
      if (action === 'suspend') await api('POST', `/operators/${op.id}/suspension`);
      else if (action === 'reinstate') await api('DELETE', `/operators/${op.id}/suspension`);
      else setCredentials(await api<Credentials>('POST', `/operators/${op.id}/reset`));
      return { op, action };
    },
    onMutate: () => {
      setDone(null);
      setCredentials(null);
    },
    onSuccess: async ({ op, action }) => {
      setDone(
        action === 'suspend'
          ? `${op.username} sospeso: le sue sessioni sono chiuse.`
          : action === 'reinstate'
            ? `${op.username} riattivato.`
            : `${op.username}: password e secondo fattore reimpostati.`,
      );
      await refresh();
    },
  });
  const [draft, setDraft] = useState({
    username: '',
    name: '',
    role: 'agent' as Operator['role'],
    brands: [] as string[],
  });
  const create = useMutation({
    mutationFn: () => api<Credentials>('POST', '/operators', { body: draft }),
    onMutate: () => {
      setDone(null);
      setCredentials(null);
    },
    onSuccess: async (created) => {
      setCredentials(created);
      setDraft({ username: '', name: '', role: 'agent', brands: [] });
      await refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const toggleBrand = (brand: string, on: boolean) =>
    setDraft({ ...draft, brands: on ? [...draft.brands, brand] : draft.brands.filter((b) => b !== brand) });
  return (
    <>
      <h1>Operatori</h1>
      {done && <Alert tone="success">{done}</Alert>}
      <MutationError mutation={act} />
      {credentials && <CredentialsShown credentials={credentials} />}
      <QueryState
        query={operators}
        loading="Caricamento degli operatori…"
        error={loadError('Non è stato possibile caricare gli operatori.')}
        isEmpty={(data) => data.operators.length === 0}
        empty="Nessun operatore."
      >
        {(data) => (
          <ConsoleTable caption="Operatori" head={['Operatore', 'Ruolo', 'Marchi', 'Stato', 'Azioni']}>
            {data.operators.map((op) => (
              <tr key={op.id} data-testid="console-operator-row">
                <td>
                  {op.name}
                  <br />
                  <span className="muted">{op.username}</span>
                </td>
                <td>{ROLE_LABELS[op.role]}</td>
                <td>{op.brands.join(', ')}</td>
                <td>{op.suspendedAt ? `Sospeso dal ${date.format(new Date(op.suspendedAt))}` : 'Attivo'}</td>
                <td>
                  {op.id !== me.id && (
                    <div className="console-buttons">
                      {op.suspendedAt ? (
                        <button
                          type="button"
                          className="button"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ op, action: 'reinstate' })}
                        >
                          Riattiva <span className="visually-hidden">{op.username}</span>
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button--danger"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ op, action: 'suspend' })}
                        >
                          Sospendi <span className="visually-hidden">{op.username}</span>
                        </button>
                      )}
                      <button
                        type="button"
                        className="button"
                        disabled={act.isPending}
                        onClick={() => act.mutate({ op, action: 'reset' })}
                      >
                        Reimposta <span className="visually-hidden">{op.username}</span>
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </QueryState>
      <form
        className="console-actions console-section"
        onSubmit={submit}
        aria-labelledby="new-operator-title"
      >
        <h2 id="new-operator-title">Nuovo operatore</h2>
        <Field label="Nome utente" hint="Da 3 a 63 caratteri: lettere minuscole, cifre, punto, trattini">
          <input
            name="username"
            required
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
          />
        </Field>
        <Field label="Nome e cognome">
          <input
            name="name"
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </Field>
        <Field label="Ruolo">
          <select
            name="role"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as Operator['role'] })}
          >
            {Object.entries(ROLE_LABELS).map(([role, label]) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="console-checks">
          <legend>Marchi</legend>
          {COMPANY_CODES.map((brand) => (
            <label key={brand}>
              <input
                type="checkbox"
                name={`brand-${brand}`}
                checked={draft.brands.includes(brand)}
                onChange={(e) => toggleBrand(brand, e.target.checked)}
              />{' '}
              {brand}
            </label>
          ))}
        </fieldset>
        <MutationError mutation={create} />
        <div className="console-buttons">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            Crea l’operatore
          </button>
        </div>
      </form>
    </>
  );
}
