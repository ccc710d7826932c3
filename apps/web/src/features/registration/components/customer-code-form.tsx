import { Link, Navigate, useNavigate } from 'react-router';
import { FormError, useZodForm } from '../../../components/ui/form';
import { isCustomerType, useRegistrationDraft } from '../api/draft';
import { customerCodeSchema, taxIdFields, TAX_ID_BY_TYPE, type CustomerCodeValues } from '../api/schemas';
import { CUSTOMER_STEPS, CUSTOMER_STEP_TITLES, customerRedirect, customerStepPath } from '../api/steps';
import { registrationErrorMessage, useCheckCustomer } from '../api/validate-user';
import { StepLayout } from './step-layout';
import { TextField } from './text-field';

export interface CustomerCodeFormProps {
  /** The route's `:type`. */
  type: string | undefined;
  /** The route's `:taxCode` (/tax-code/{taxCode}): the holder's tax id, filled in. */
  taxCode?: string | undefined;
}

/**
 * /registrazione/cliente-sgr/{type} (and …/tax-code/{taxCode}): the customer code and the
 * holder's fiscal code or VAT number, checked as typed and then matched by the server.
 */
export function CustomerCodeForm({ type, taxCode }: CustomerCodeFormProps) {
  const { draft, updateCustomer } = useRegistrationDraft();
  if (!isCustomerType(type)) return <Navigate to={customerStepPath('type', null)} replace />;
  const redirect = customerRedirect('code', { ...draft, customer: { ...draft.customer, type } });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <CustomerCodeFields
      key={type}
      type={type}
      defaults={{
        customerCode: draft.customer.customerCode,
        taxId: taxCode ?? (draft.customer.type === type ? draft.customer.taxId : ''),
      }}
      onMatched={(values) =>
        updateCustomer({ type, customerCode: values.customerCode, taxId: values.taxId, matched: true })
      }
      onEdited={() => draft.customer.matched && updateCustomer({ matched: false })}
    />
  );
}

function CustomerCodeFields({
  type,
  defaults,
  onMatched,
  onEdited,
}: {
  type: Parameters<typeof customerCodeSchema>[0];
  defaults: CustomerCodeValues;
  onMatched: (values: CustomerCodeValues) => void;
  onEdited: () => void;
}) {
  const navigate = useNavigate();
  const check = useCheckCustomer();
  const tax = TAX_ID_BY_TYPE[type];
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    formState: { errors, isSubmitting, touchedFields },
  } = useZodForm(customerCodeSchema(type), {
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const fullLength = tax.field === 'vatNumber' ? 11 : type === 'private' ? 16 : 11;

  const onSubmit = handleSubmit(async (values) => {
    const customerCode = values.customerCode.trim().toUpperCase();
    const taxId = values.taxId.replace(/\s+/g, '').toUpperCase();
    const result = await check
      .mutateAsync({ registrationType: type, customerCode, ...taxIdFields(type, taxId) })
      .catch(() => null);
    if (!result) return;
    if (!result.ok) {
      if (result.field === 'taxId') setError('taxId', { message: result.message }, { shouldFocus: true });
      return;
    }
    onMatched({ customerCode, taxId });
    navigate(customerStepPath('username', type));
  });

  const formError = check.isError
    ? registrationErrorMessage(check.error)
    : check.data && !check.data.ok && check.data.field === 'form'
      ? check.data.message
      : null;

  return (
    <StepLayout
      title="Il tuo codice cliente"
      flowLabel="Registrazione cliente"
      step={{ index: 2, count: CUSTOMER_STEPS.length, name: CUSTOMER_STEP_TITLES.code }}
      intro={<p>Li trovi nella prima pagina della bolletta.</p>}
      back={customerStepPath('type', type)}
    >
      <form className="form registration-form" noValidate onSubmit={onSubmit}>
        <FormError message={formError ?? undefined} testId="registration-error">
          {check.data && !check.data.ok && check.data.alreadyRegistered && (
            <p>
              <Link to="/login">Accedi</Link> · <Link to="/password-dimenticata">Recupera la password</Link>
            </p>
          )}
        </FormError>
        <TextField
          label="Codice cliente"
          autoComplete="off"
          registration={register('customerCode', { onChange: onEdited })}
          error={errors.customerCode?.message}
          hint="Il codice che identifica te come cliente, in alto nella bolletta."
        />
        <TextField
          label={tax.label}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode={tax.field === 'vatNumber' ? 'numeric' : 'text'}
          registration={register('taxId', {
            onChange: (event: { target: { value: string } }) => {
              onEdited();
              // Checked as it is typed once it has its full length, before the field is left.
              if (touchedFields.taxId || event.target.value.replace(/\s+/g, '').length >= fullLength)
                void trigger('taxId');
            },
          })}
          error={errors.taxId?.message}
          hint={tax.hint}
        />
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Verifica in corso…' : 'Continua'}
        </button>
      </form>
    </StepLayout>
  );
}
