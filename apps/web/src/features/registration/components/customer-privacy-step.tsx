import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useFeedback } from '../../../components/ui/feedback-context';
import { useSession } from '../../../lib/session';
import { clearDraft, useRegistrationDraft } from '../api/draft';
import { useCreateUser } from '../api/register';
import { taxIdFields } from '../api/schemas';
import { CUSTOMER_STEPS, CUSTOMER_STEP_TITLES, customerRedirect, customerStepPath } from '../api/steps';
import { PrivacyForm } from './privacy-form';
import { RegistrationError } from './registration-error';
import { RegistrationSent } from './registration-sent';
import { StepLayout } from './step-layout';

/** /registrazione/cliente-sgr/privacy: the consents, then the registration is sent. */
export function CustomerPrivacyStep() {
  const { draft, updateCustomer } = useRegistrationDraft();
  const { company } = useSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const create = useCreateUser();
  // Once sent, the draft is forgotten: the screen stays (under the feedback) instead of redirecting.
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) return <RegistrationSent flowLabel={'Registrazione cliente'} sentTo={sentTo} />;
  const redirect = customerRedirect('privacy', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  const c = draft.customer;
  const type = c.type!;

  async function send(privacy: typeof c.privacy) {
    const answer = await create
      .mutateAsync({
        company,
        registrationType: type,
        customerCode: c.customerCode,
        ...taxIdFields(type, c.taxId),
        email: c.email,
        username: c.username,
        privacy,
      })
      .catch(() => null);
    if (!answer) return;
    if (answer.proof) {
      updateCustomer({ privacy, proof: { ...answer.proof, sentTo: answer.proof.sentTo ?? '' } });
      navigate(customerStepPath('proof', type), { replace: true });
      return;
    }
    // No proof asked: the first-access link went to the contact on file.
    setSentTo(answer.sentTo);
    clearDraft();
    feedback.show({
      isFull: true,
      title: 'Registrazione completata!',
      description: `<p>Ti abbiamo inviato all’indirizzo <strong>${escapeHtml(answer.sentTo)}</strong> il link per creare la password.</p>`,
      firstButton: { label: 'Vai al login', link: '/login' },
    });
  }

  return (
    <StepLayout
      title="Privacy"
      flowLabel="Registrazione cliente"
      step={{ index: 4, count: CUSTOMER_STEPS.length, name: CUSTOMER_STEP_TITLES.privacy }}
      intro={
        <p>
          Un ultimo passo: dai il consenso al trattamento dei dati e scegli le comunicazioni che vuoi
          ricevere.
        </p>
      }
      back={customerStepPath('username', type)}
    >
      <PrivacyForm
        defaults={c.privacy}
        onChange={(privacy) => updateCustomer({ privacy })}
        onSubmit={send}
        submitting={create.isPending}
        error={
          create.isError ? (
            <RegistrationError error={create.error} usernamePath={customerStepPath('username', type)} />
          ) : null
        }
      />
    </StepLayout>
  );
}

/** The masked contact is the server's, but it is still text placed into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
