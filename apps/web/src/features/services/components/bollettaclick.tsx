import { getRequests } from '@sportello/contract/endpoints';
import './services.css';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Contract, CustomerRequest } from '@sportello/contract';
import { emailInvoiceRequestSchema } from '@sportello/contract/erp-requests';
import { z } from 'zod';
import { ContractPicker, usePicked } from '../../../components/ui/contract-picker';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { asList, call } from '../../../lib/api-client';
import { REQUESTS_QUERY_KEY } from '../../../lib/cached-api';
import {
  useCanChangeEmailInvoice,
  type CanChangeAnswer,
  useContracts,
  useEmailInvoice,
} from '../api/email-invoice';
import { asFormError, SEND_FAILED } from './request-error';

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

/** The contract's e-mail address rule ("Indirizzo e-mail non valido"), required to switch e-mail billing on. */
const emailRequest = emailInvoiceRequestSchema.shape.emailInvoiceRequest;
const switchOnSchema = z.object({
  email: z.string().trim().min(1, "Inserire l'indirizzo e-mail").pipe(emailRequest.shape.email.unwrap()),
});
/** Switching off asks for nothing. */
const switchOffSchema = z.object({ email: z.string().optional() });

function ContractEmailInvoice({
  contract,
  customerEmail,
}: {
  contract: Contract;
  customerEmail: string | null;
}) {
  const canChange = useCanChangeEmailInvoice(contract.key);
  const lastAddress = useLastEmailInvoiceAddress(contract.key);
  // The form starts from the last address asked for: both answers are awaited (a failure of the
  // latter only loses the suggestion).
  const state = {
    isPending: canChange.isPending || lastAddress.isPending,
    isError: canChange.isError,
    error: canChange.error,
    isFetching: canChange.isFetching,
    data: lastAddress.isPending ? undefined : canChange.data,
    refetch: () => canChange.refetch(),
  };
  return (
    <QueryState
      query={state}
      loading="Verifica della bolletta via e-mail…"
      error="Non è stato possibile leggere lo stato della bolletta via e-mail."
    >
      {(answer) => (
        <EmailInvoiceState
          key={String(answer.active)}
          contract={contract}
          answer={answer}
          lastAddress={lastAddress.data ?? null}
          customerEmail={customerEmail}
        />
      )}
    </QueryState>
  );
}

function EmailInvoiceState({
  contract,
  answer: { active, canChange: allowed, message },
  lastAddress,
  customerEmail,
}: {
  contract: Contract;
  answer: CanChangeAnswer;
  lastAddress: string | null;
  customerEmail: string | null;
}) {
  const mutation = useEmailInvoice();
  const [sent, setSent] = useState<CustomerRequest | null>(null);
  const stateId = useId();
  const form = useZodForm(active ? switchOffSchema : switchOnSchema, {
    defaultValues: { email: lastAddress ?? customerEmail ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.submit(
    async (values) => {
      try {
        setSent(
          await mutation.mutateAsync({ contractKey: contract.key, enabled: !active, email: values.email }),
        );
      } catch (error) {
        throw asFormError(error);
      }
    },
    { fields: { 'emailInvoiceRequest.email': 'email' }, fallback: SEND_FAILED },
  );

  return (
    <div className="bollettaclick" data-testid="bollettaclick">
      <p id={stateId} className="bollettaclick__state">
        Bolletta via e-mail:{' '}
        <strong data-testid="bollettaclick-state">{active ? 'attiva' : 'non attiva'}</strong>
        {active && (lastAddress ?? customerEmail) && (
          <>
            {' '}
            · le bollette arrivano a <strong>{lastAddress ?? customerEmail}</strong>
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
        <form className="form" onSubmit={onSubmit} noValidate aria-describedby={stateId}>
          {!active && (
            <Field label="Indirizzo e-mail a cui inviare le bollette" error={errors.email?.message}>
              <input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
          )}
          <FormError message={form.submitError} />
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting
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
  const list = contracts.data ?? [];
  const [contract, choose] = usePicked(
    list,
    (c) => c.key,
    (l) => l.find((c) => c.status === 'Attivo') ?? l[0],
  );
  // Without a customer yet (the session is loading) the page is loading too.
  const state = customerKey ? contracts : { ...contracts, isPending: true, isError: false, data: undefined };
  return (
    <QueryState
      query={state}
      loading="Caricamento dei contratti…"
      error="Non è stato possibile caricare i contratti."
      isEmpty={(l) => l.length === 0}
      empty="Non hai contratti."
    >
      {(l) => (
        <>
          <ContractPicker
            label="Contratto"
            className="bollettaclick__contract"
            items={l}
            value={contract?.key}
            onChange={choose}
            itemKey={(c) => c.key}
            itemLabel={(c) => `${c.key} (${CONTRACT_STATUS[c.status]})`}
            single={(c) => <p className="muted">Contratto {c.key}</p>}
          />
          {contract && (
            <ContractEmailInvoice key={contract.key} contract={contract} customerEmail={customerEmail} />
          )}
        </>
      )}
    </QueryState>
  );
}

const CONTRACT_STATUS: Record<Contract['status'], string> = {
  Attivo: 'attivo',
  Cessato: 'cessato',
  InAttivazione: 'in attivazione',
};
