import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useZodForm } from '../../../components/ui/form';
import { normalizePhone } from '@sportello/domain';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { clearDraft, useRegistrationDraft } from '../api/draft';
import { useCreateUser } from '../api/register';
import {
  delegateContactsSchema,
  delegatePersonSchema,
  usernameSchema,
  type DelegateContactsValues,
  type UsernameValues,
} from '../api/schemas';
import {
  DELEGATE_STEPS,
  DELEGATE_STEP_TITLES,
  delegateRedirect,
  delegateStepPath,
  REGISTRATION_BASE,
  type DelegateStep,
} from '../api/steps';
import { availabilityStatus } from './customer-account-form';
import { escapeHtml } from './customer-privacy-step';
import { PrivacyForm } from './privacy-form';
import { RegistrationError } from './registration-error';
import { RegistrationSent } from './registration-sent';
import { StepLayout } from './step-layout';
import { TextField } from './text-field';
import { useLiveUsernameCheck } from './username-availability';

const FLOW = 'Registrazione delegato';

export function delegateStep(step: DelegateStep) {
  return {
    index: DELEGATE_STEPS.indexOf(step) + 1,
    count: DELEGATE_STEPS.length,
    name: DELEGATE_STEP_TITLES[step],
  };
}

function previous(step: DelegateStep): string {
  const index = DELEGATE_STEPS.indexOf(step);
  return index === 0 ? REGISTRATION_BASE : delegateStepPath(DELEGATE_STEPS[index - 1]!);
}

/** /registrazione/delegate: who the delegate is (name, surname, fiscal code). */
export function DelegatePersonStep() {
  const { draft, updateDelegate } = useRegistrationDraft();
  const navigate = useNavigate();
  const d = draft.delegate;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(delegatePersonSchema, {
    mode: 'onChange',
    defaultValues: { firstName: d.firstName, lastName: d.lastName, fiscalCode: d.fiscalCode },
  });
  const onSubmit = handleSubmit((values) => {
    updateDelegate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      fiscalCode: values.fiscalCode.trim().toUpperCase(),
    });
    navigate(delegateStepPath('contacts'));
  });
  return (
    <StepLayout
      title="Registrati come delegato"
      flowLabel={FLOW}
      step={delegateStep('person')}
      intro={
        <p>
          Il delegato gestisce le forniture di un altro cliente. Dopo la registrazione chiederai la delega con
          il codice cliente: il cliente la conferma dal suo account.
        </p>
      }
      back={previous('person')}
    >
      <form className="form registration-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Nome"
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Cognome"
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName?.message}
        />
        <TextField
          label="Codice fiscale"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={register('fiscalCode')}
          error={errors.fiscalCode?.message}
          hint="Il tuo codice fiscale (16 caratteri)."
        />
        <button type="submit" className="button button--primary button--block">
          Continua
        </button>
      </form>
    </StepLayout>
  );
}

/** /registrazione/delegate/contacts: e-mail (the first-access link goes there) and mobile. */
export function DelegateContactsStep() {
  const { draft, updateDelegate } = useRegistrationDraft();
  const redirect = delegateRedirect('contacts', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <DelegateContactsFields
      defaults={{ email: draft.delegate.email, phoneMobile: draft.delegate.phoneMobile }}
      onDone={(values) => updateDelegate(values)}
    />
  );
}

function DelegateContactsFields({
  defaults,
  onDone,
}: {
  defaults: DelegateContactsValues;
  onDone: (values: DelegateContactsValues) => void;
}) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(delegateContactsSchema, {
    mode: 'onChange',
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit((values) => {
    onDone({ email: values.email.trim(), phoneMobile: normalizePhone(values.phoneMobile) });
    navigate(delegateStepPath('address'));
  });
  return (
    <StepLayout
      title="I tuoi contatti"
      flowLabel={FLOW}
      step={delegateStep('contacts')}
      intro={<p>All’indirizzo e-mail riceverai il link per creare la password.</p>}
      back={previous('contacts')}
    >
      <form className="form registration-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Cellulare"
          type="tel"
          autoComplete="tel"
          registration={register('phoneMobile')}
          error={errors.phoneMobile?.message}
          hint="Un numero di cellulare italiano, ad esempio 333 1234567."
        />
        <button type="submit" className="button button--primary button--block">
          Continua
        </button>
      </form>
    </StepLayout>
  );
}

/** /registrazione/delegate/username: the username, checked live. */
export function DelegateUsernameStep() {
  const { draft, updateDelegate } = useRegistrationDraft();
  const redirect = delegateRedirect('username', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <DelegateUsernameFields
      defaults={{ username: draft.delegate.username }}
      onDone={(username) => updateDelegate({ username })}
    />
  );
}

function DelegateUsernameFields({
  defaults,
  onDone,
}: {
  defaults: UsernameValues;
  onDone: (username: string) => void;
}) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useZodForm(usernameSchema, {
    mode: 'onChange',
    defaultValues: defaults,
  });
  const availability = useLiveUsernameCheck(watch('username'));
  const onSubmit = handleSubmit((values) => {
    if (availability.state === 'taken') {
      setError('username', { message: availability.message }, { shouldFocus: true });
      return;
    }
    if (availability.state === 'checking') return;
    onDone(values.username.trim());
    navigate(delegateStepPath('privacy'));
  });
  return (
    <StepLayout
      title="Scegli il nome utente"
      flowLabel={FLOW}
      step={delegateStep('username')}
      back={previous('username')}
    >
      <form className="form registration-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Nome utente"
          autoComplete="username"
          spellCheck={false}
          registration={register('username')}
          error={
            errors.username?.message ?? (availability.state === 'taken' ? availability.message : undefined)
          }
          hint="Solo lettere e numeri, senza spazi."
          status={availabilityStatus(availability)}
        />
        <button type="submit" className="button button--primary button--block">
          Continua
        </button>
      </form>
    </StepLayout>
  );
}

/** /registrazione/delegate/privacy: the consents, then the registration is sent. */
export function DelegatePrivacyStep() {
  const { draft, updateDelegate } = useRegistrationDraft();
  const { company } = useSession();
  const feedback = useFeedback();
  const create = useCreateUser();
  // Once sent, the draft is forgotten: the screen stays (under the feedback) instead of redirecting.
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) return <RegistrationSent flowLabel={FLOW} sentTo={sentTo} />;
  const redirect = delegateRedirect('privacy', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  const d = draft.delegate;

  async function send(privacy: typeof d.privacy) {
    const answer = await create
      .mutateAsync({
        company,
        registrationType: 'delegate',
        firstName: d.firstName,
        lastName: d.lastName,
        fiscalCode: d.fiscalCode,
        email: d.email,
        phoneMobile: d.phoneMobile,
        username: d.username,
        address: {
          streetName: [d.address.streetGeneric, d.address.streetName].filter(Boolean).join(' '),
          civicNumber: d.address.civicNumber,
          city: d.address.city,
          province: d.address.province,
          postalCode: d.address.postalCode,
        },
        privacy,
      })
      .catch(() => null);
    if (!answer) return;
    setSentTo(answer.sentTo);
    clearDraft();
    feedback.show({
      isFull: true,
      title: 'Registrazione completata!',
      description:
        `<p>Ti abbiamo inviato all’indirizzo <strong>${escapeHtml(answer.sentTo)}</strong> il link per creare la password.</p>` +
        '<p>Dopo il primo accesso potrai chiedere la delega al cliente con il suo codice cliente.</p>',
      firstButton: { label: 'Vai al login', link: '/login' },
    });
  }

  return (
    <StepLayout
      title="Privacy"
      flowLabel={FLOW}
      step={delegateStep('privacy')}
      intro={
        <p>
          Un ultimo passo: dai il consenso al trattamento dei dati e scegli le comunicazioni che vuoi
          ricevere.
        </p>
      }
      back={previous('privacy')}
    >
      <PrivacyForm
        defaults={d.privacy}
        onChange={(privacy) => updateDelegate({ privacy })}
        onSubmit={send}
        submitting={create.isPending}
        error={
          create.isError ? (
            <RegistrationError error={create.error} usernamePath={delegateStepPath('username')} />
          ) : null
        }
      />
    </StepLayout>
  );
}
