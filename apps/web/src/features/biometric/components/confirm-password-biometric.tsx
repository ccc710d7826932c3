import { doLoginRequestSchema } from '@sportello/contract/core';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FormError, SUBMIT_ERROR, useZodForm } from '../../../components/ui/form';
import { useSession } from '../../../lib/session';
import { platform } from '../../../platform';
import { activateBiometric, biometryWords, deviceBiometry, loggedInUsername } from '../api/credentials';
import { confirmPassword } from '../api/confirm-password';
import './biometric.css';

/** The password as the login takes it (the contract's rule and message). */
export const confirmBiometricSchema = z.object({
  password: doLoginRequestSchema.shape.doLoginRequest.shape.password,
});

export const NO_BIOMETRY_MESSAGE = "Su questo dispositivo non è registrata un'impronta digitale né un volto.";

/**
 * /confirm-psw-biometric: the password is confirmed with the server, then the fingerprint (or
 * face) is asked once; only then are the credentials kept in the keychain and the biometric
 * login turned on.
 */
export function ConfirmPasswordBiometric({ onActivated }: { onActivated: () => void }) {
  const { adoptSession } = useSession();
  const navigate = useNavigate();
  // Checked at "Conferma", then as it is typed (as the login form does).
  const form = useZodForm(confirmBiometricSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const refuse = (message: string) => form.setError(SUBMIT_ERROR, { type: 'server', message });

  const onSubmit = form.submit(async ({ password }) => {
    const username = loggedInUsername();
    if (!username) {
      navigate('/applogin', { replace: true });
      return;
    }
    const kind = await deviceBiometry();
    if (!kind) return refuse(NO_BIOMETRY_MESSAGE);
    // confirmPassword words every failure itself (wrong password, too many attempts, network).
    const confirmed = await confirmPassword(username, password);
    if (!confirmed.ok) return refuse(confirmed.message);
    adoptSession(confirmed.session);
    const words = biometryWords(kind);
    const recognised = await platform().biometric.verify(`Conferma ${words.noun} per attivare l'accesso`);
    if (!recognised) return refuse(`${words.failed}: l'accesso biometrico non è stato attivato. Riprova.`);
    await activateBiometric({ username, password });
    onActivated();
  });

  return (
    <section className="biometric" aria-labelledby="confirm-biometric-title">
      <h1 id="confirm-biometric-title">Conferma la password</h1>
      <p>Per attivare l&apos;accesso biometrico inserisci la password del tuo account.</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Conferma della password">
        <FormError message={form.submitError} testId="confirm-biometric-error" />
        <Field label="Password" error={errors.password?.message} required>
          <input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="biometric__actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Verifica in corso…' : 'Conferma'}
          </button>
          <button type="button" className="button" onClick={() => navigate(-1)}>
            Annulla
          </button>
        </div>
      </form>
    </section>
  );
}
