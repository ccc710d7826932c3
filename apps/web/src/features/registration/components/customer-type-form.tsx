import { useId } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '../../../components/ui/form';
import { CUSTOMER_TYPES, useRegistrationDraft, type CustomerType } from '../api/draft';
import {
  CUSTOMER_STEPS,
  CUSTOMER_STEP_TITLES,
  CUSTOMER_TYPE_LABELS,
  customerStepPath,
  REGISTRATION_BASE,
} from '../api/steps';
import { StepLayout } from './step-layout';

const TYPE_TEXTS: Record<CustomerType, string> = {
  private: 'Persona fisica intestataria delle forniture di casa.',
  company: 'Impresa o ditta individuale con partita IVA.',
  condominium: 'Condominio, tramite il suo amministratore.',
  body: 'Pubblica amministrazione o altro ente.',
};

/** One of the customer types the registration knows (the draft's list). */
export const customerTypeSchema = z.object({
  type: z.enum(CUSTOMER_TYPES, { error: 'Selezionare il tipo di cliente' }),
});

/** /registrazione/cliente-sgr: who holds the supplies (private, company, condominium, body). */
export function CustomerTypeForm() {
  const { draft, updateCustomer } = useRegistrationDraft();
  const navigate = useNavigate();
  // Said at "Continua" and gone as soon as a type is chosen.
  const form = useZodForm(customerTypeSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { type: draft.customer.type ?? undefined },
  });
  const error = form.formState.errors.type?.message;
  const ids = { legend: useId(), error: useId() };

  const submit = form.submit(({ type }) => {
    // A different type asks for different fiscal data: what was matched no longer holds.
    if (type !== draft.customer.type) updateCustomer({ type, matched: false });
    navigate(customerStepPath('code', type));
  });

  return (
    <StepLayout
      title="Che tipo di cliente sei?"
      flowLabel="Registrazione cliente"
      step={{ index: 1, count: CUSTOMER_STEPS.length, name: CUSTOMER_STEP_TITLES.type }}
      back={REGISTRATION_BASE}
    >
      <form className="form registration-form" noValidate onSubmit={submit}>
        <fieldset className="registration-options" aria-describedby={error ? ids.error : undefined}>
          <legend id={ids.legend}>Intestatario delle forniture</legend>
          {CUSTOMER_TYPES.map((value) => (
            <label key={value} className="registration-option">
              <input type="radio" value={value} {...form.register('type')} />
              <span>
                <span className="registration-option__title">{CUSTOMER_TYPE_LABELS[value]}</span>
                <span className="registration-option__text">{TYPE_TEXTS[value]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {/* A radio group is a fieldset, not the kit's one-control Field: its error is tied here. */}
        {error && (
          <p id={ids.error} className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block">
          Continua
        </button>
      </form>
    </StepLayout>
  );
}
