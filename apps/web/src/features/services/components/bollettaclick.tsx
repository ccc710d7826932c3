import { getRequests } from '@sportello/contract/endpoints';
import './services.css';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Contract, CustomerRequest } from '@sportello/contract';
import { ApiError, asList, call } from '../../../lib/api-client';
import { REQUESTS_QUERY_KEY } from '../../../lib/cached-api';
import {
  emailInvoiceError,
  useCanChangeEmailInvoice,
  useContracts,
  useEmailInvoice,
} from '../api/email-invoice';

/** The address of the contract's latest e-mail billing request, if any. */
function useLastEmailInvoiceAddress(contractKey: string | undefined) {
  return useQuery({
    queryKey: [...REQUESTS_QUERY_KEY, 'emailInvoice', contractKey ?? null],
    queryFn: async () => {
      const page = await call(getRequests, {
        query: { requestType: 'BollettaClick', contractKey, pagingTake: 1, pagingSkip: 0 },
      });
      const email = asList(page.requests)[0]?.details.email;
      return typeof email === 'string' ? email : null;
    },
    enabled: !!contractKey,
  });
}

function ContractEmailInvoice({
  contract,
  customerEmail,
}: {
  contract: Contract;
  customerEmail: string | null;
}) {
  const canChange = useCanChangeEmailInvoice(contract.key);
  const lastAddress = useLastEmailInvoiceAddress(contract.key);
  const mutation = useEmailInvoice();
  const [email, setEmail] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<CustomerRequest | null>(null);
  const emailId = useId();
  const errorId = useId();
  const stateId = useId();

  if (canChange.isPending)
    return (
      <p role="status" className="muted">
        Verifica della bolletta via e-mail…
      </p>
    );
  if (canChange.isError)
    return (
      <div role="alert" className="alert alert--error">
        <p>Non è stato possibile leggere lo stato della bolletta via e-mail.</p>
        <button type="button" className="button" onClick={() => void canChange.refetch()}>
          Riprova
        </button>
      </div>
    );
  const { active, canChange: allowed, message } = canChange.data;
  const address = email ?? lastAddress.data ?? customerEmail ?? '';
  const fieldError = tried ? emailInvoiceError(!active, address) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (emailInvoiceError(!active, address)) return;
    mutation.mutate(
      { contractKey: contract.key, enabled: !active, email: address },
      { onSuccess: (request) => setSent(request) },
    );
  };

  return (
    <div className="bollettaclick" data-testid="bollettaclick">
      <p id={stateId} className="bollettaclick__state">
        Bolletta via e-mail:{' '}
        <strong data-testid="bollettaclick-state">{active ? 'attiva' : 'non attiva'}</strong>
        {active && (lastAddress.data ?? customerEmail) && (
          <>
            {' '}
            · le bollette arrivano a <strong>{lastAddress.data ?? customerEmail}</strong>
          </>
        )}
      </p>
      {sent && (
        <p role="status" className="alert alert--ok" data-testid="bollettaclick-sent">
          Richiesta inviata! La pratica {sent.ticketKey} è in lavorazione.{' '}
          <Link to={`/practices/${sent.id}`}>Segui la pratica</Link>
        </p>
      )}
      {!allowed && !sent && (
        <p className="alert alert--info" data-testid="bollettaclick-blocked">
          {message ?? 'La bolletta via e-mail non può essere modificata ora.'}
        </p>
      )}
      {allowed && (
        <form className="form" onSubmit={submit} noValidate aria-describedby={stateId}>
          {!active && (
            <div className="field">
              <label htmlFor={emailId}>Indirizzo e-mail a cui inviare le bollette</label>
              <input
                id={emailId}
                type="email"
                autoComplete="email"
                value={address}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
              />
              {fieldError && (
                <p id={errorId} className="field__error">
                  {fieldError}
                </p>
              )}
            </div>
          )}
          {mutation.isError && (
            <p role="alert" className="alert alert--error">
              {mutation.error instanceof ApiError && mutation.error.status > 0 && mutation.error.status < 500
                ? mutation.error.message
                : 'Non è stato possibile inviare la richiesta. Riprova più tardi.'}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending
              ? 'Invio in corso…'
              : active
                ? 'Disattiva la bolletta via e-mail'
                : 'Attiva la bolletta via e-mail'}
          </button>
          {active && <p className="muted">Disattivandola riceverai le bollette in formato cartaceo.</p>}
        </form>
      )}
    </div>
  );
}

/** /services/bollettaclick: e-mail billing per contract, on or off, and where it goes. */
export function EmailInvoice({
  customerKey,
  customerEmail,
}: {
  customerKey: string | undefined;
  customerEmail: string | null;
}) {
  const contracts = useContracts(customerKey);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  if (!customerKey || contracts.isPending)
    return (
      <p role="status" className="muted">
        Caricamento dei contratti…
      </p>
    );
  if (contracts.isError)
    return (
      <div role="alert" className="alert alert--error">
        <p>Non è stato possibile caricare i contratti.</p>
        <button type="button" className="button" onClick={() => void contracts.refetch()}>
          Riprova
        </button>
      </div>
    );
  const list = contracts.data;
  if (list.length === 0) return <p className="muted">Non hai contratti.</p>;
  const contract = list.find((c) => c.key === chosen) ?? list.find((c) => c.status === 'Attivo') ?? list[0]!;
  return (
    <>
      {list.length > 1 && (
        <div className="field bollettaclick__contract">
          <label htmlFor={selectId}>Contratto</label>
          <select id={selectId} value={contract.key} onChange={(e) => setChosen(e.target.value)}>
            {list.map((c) => (
              <option key={c.key} value={c.key}>
                {c.key} (
                {c.status === 'Attivo' ? 'attivo' : c.status === 'Cessato' ? 'cessato' : 'in attivazione'})
              </option>
            ))}
          </select>
        </div>
      )}
      {list.length === 1 && <p className="muted">Contratto {contract.key}</p>}
      <ContractEmailInvoice key={contract.key} contract={contract} customerEmail={customerEmail} />
    </>
  );
}
