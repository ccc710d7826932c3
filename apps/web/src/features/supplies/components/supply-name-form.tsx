import { Link } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { useSupply } from '../api/get-supply';
import { supplyNameFormSchema, useUpdateSupplyName } from '../api/update-supply-name';
import { SupplyState } from './supply-load-error';
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
  const update = useUpdateSupplyName();
  const form = useZodForm(supplyNameFormSchema, { mode: 'onSubmit', defaultValues: { nickname: current } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(
    async ({ nickname }) => {
      await update.mutateAsync({ id: supplyId, nickname: nickname.trim() });
      onSaved();
    },
    {
      fields: { 'updateSupplyRequest.nickname': 'nickname' },
      fallback: 'Non è stato possibile salvare il nome. Riprova più tardi.',
    },
  );

  return (
    <form className="form supply-form" noValidate onSubmit={onSubmit} aria-label="Modifica nome fornitura">
      <Field
        label="Nome della fornitura"
        hint="Fino a 40 caratteri: lettere, numeri, spazi e punteggiatura semplice."
        error={errors.nickname?.message}
      >
        <input type="text" autoComplete="off" maxLength={60} {...form.register('nickname')} />
      </Field>
      <FormError message={form.submitError} />
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
      <SupplyState query={query}>
        {(supply) => (
          <>
            <p className="muted">
              Dai un nome alla fornitura {supply.podPdr} per riconoscerla subito (ora:{' '}
              <strong>{supplyName(supply)}</strong>).
            </p>
            <NameForm
              supplyId={supply.id}
              current={supply.nickname ?? ''}
              onSaved={() => onSaved(supply.id)}
            />
          </>
        )}
      </SupplyState>
    </div>
  );
}
