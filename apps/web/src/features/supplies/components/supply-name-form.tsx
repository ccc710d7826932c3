import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSupply } from '../api/get-supply';
import {
  supplyNameFormSchema,
  useUpdateSupplyName,
  type SupplyNameFormValues,
} from '../api/update-supply-name';
import { SupplyLoadState } from './supply-load-error';
import { supplyName } from './supply-labels';
import './supplies.css';

function NameForm({
  supplyId,
  current,
  onSaved,
}: {
  supplyId: number;
  current: string;
  onSaved: () => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-errore`;
  const hintId = `${inputId}-aiuto`;
  const update = useUpdateSupplyName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupplyNameFormValues>({
    resolver: zodResolver(supplyNameFormSchema),
    defaultValues: { nickname: current },
  });

  const onSubmit = handleSubmit(async ({ nickname }) => {
    try {
      await update.mutateAsync({ id: supplyId, nickname: nickname.trim() });
      onSaved();
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.fields['updateSupplyRequest.nickname'] ?? error.fields.nickname ?? error.message)
          : 'Non è stato possibile salvare il nome. Riprova più tardi.';
      setError('nickname', { message });
    }
  });

  return (
    <form className="form supply-form" noValidate onSubmit={onSubmit} aria-label="Modifica nome fornitura">
      <div className="field">
        <label htmlFor={inputId}>Nome della fornitura</label>
        <p id={hintId} className="field__hint">
          Fino a 40 caratteri: lettere, numeri, spazi e punteggiatura semplice.
        </p>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          maxLength={60}
          aria-invalid={errors.nickname ? true : undefined}
          aria-describedby={errors.nickname ? `${hintId} ${errorId}` : hintId}
          {...register('nickname')}
        />
        {errors.nickname?.message && (
          <p id={errorId} className="field__error" role="alert">
            {errors.nickname.message}
          </p>
        )}
      </div>
      <div className="supply-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Salvataggio…' : 'Salva'}
        </button>
        <Link className="button" to={`/supplies/${supplyId}`}>
          Annulla
        </Link>
      </div>
    </form>
  );
}

/** Rename a supply: PUT /Erp/v1/supplies with the nickname, then back to the detail. */
export function SupplyNameEditor({ id, onSaved }: { id: string; onSaved: (supplyId: number) => void }) {
  const query = useSupply(id);
  return (
    <div className="supplies">
      <h1>Modifica nome fornitura</h1>
      <SupplyLoadState query={query} />
      {query.data && (
        <>
          <p className="muted">
            Dai un nome alla fornitura {query.data.podPdr} per riconoscerla subito (ora:{' '}
            <strong>{supplyName(query.data)}</strong>).
          </p>
          <NameForm
            supplyId={query.data.id}
            current={query.data.nickname ?? ''}
            onSaved={() => onSaved(query.data.id)}
          />
        </>
      )}
    </div>
  );
}
