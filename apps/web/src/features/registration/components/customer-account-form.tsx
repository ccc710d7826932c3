import { Navigate, useNavigate } from 'react-router';
import { useZodForm } from '../../../components/ui/form';
import { useRegistrationDraft } from '../api/draft';
import { customerAccountSchema, type CustomerAccountValues } from '../api/schemas';
import { CUSTOMER_STEPS, CUSTOMER_STEP_TITLES, customerRedirect, customerStepPath } from '../api/steps';
import { StepLayout } from './step-layout';
import { TextField } from './text-field';
import { useLiveUsernameCheck, type Availability } from './username-availability';

/** The status line of the username field while it is checked. */
export function availabilityStatus(availability: Availability): string | undefined {
  switch (availability.state) {
    case 'checking':
      return 'Verifica della disponibilità…';
    case 'available':
      return 'Nome utente disponibile';
    case 'error':
      return 'Non è stato possibile verificare la disponibilità: riproveremo all’invio.';
    default:
      return undefined;
  }
}

/** /registrazione/cliente-sgr/username: the username (checked live) and the account's e-mail. */
export function CustomerAccountForm() {
  const { draft, updateCustomer } = useRegistrationDraft();
  const redirect = customerRedirect('username', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <CustomerAccountFields
      defaults={{ username: draft.customer.username, email: draft.customer.email }}
      backTo={customerStepPath('code', draft.customer.type)}
      onDone={(values) => updateCustomer(values)}
    />
  );
}

function CustomerAccountFields({
  defaults,
  backTo,
  onDone,
}: {
  defaults: CustomerAccountValues;
  backTo: string;
  onDone: (values: CustomerAccountValues) => void;
}) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useZodForm(customerAccountSchema, {
    mode: 'onChange',
    defaultValues: defaults,
  });
  const availability = useLiveUsernameCheck(watch('username'));
  const takenMessage = availability.state === 'taken' ? availability.message : undefined;

  const onSubmit = handleSubmit((values) => {
    if (availability.state === 'taken') {
      setError('username', { message: availability.message }, { shouldFocus: true });
      return;
    }
    if (availability.state === 'checking') return;
    onDone({ username: values.username.trim(), email: values.email.trim() });
    navigate(customerStepPath('privacy', null));
  });

  return (
    <StepLayout
      title="Il tuo accesso"
      flowLabel="Registrazione cliente"
      step={{ index: 3, count: CUSTOMER_STEPS.length, name: CUSTOMER_STEP_TITLES.username }}
      intro={<p>Scegli il nome utente con cui accederai e l’indirizzo e-mail del tuo account.</p>}
      back={backTo}
    >
      <form className="form registration-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Nome utente"
          autoComplete="username"
          spellCheck={false}
          registration={register('username')}
          error={errors.username?.message ?? takenMessage}
          hint="Solo lettere e numeri, senza spazi."
          status={availabilityStatus(availability)}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <button type="submit" className="button button--primary button--block">
          Continua
        </button>
      </form>
    </StepLayout>
  );
}
