import { Link } from 'react-router';
import { StepLayout } from './step-layout';

/** What stays on screen once a registration is complete (the feedback screen shows over it). */
export function RegistrationSent({ flowLabel, sentTo }: { flowLabel: string; sentTo: string }) {
  return (
    <StepLayout title="Registrazione completata" flowLabel={flowLabel}>
      <p data-testid="registration-sent">
        Ti abbiamo inviato all’indirizzo <strong>{sentTo}</strong> il link per creare la password.
      </p>
      <p>
        <Link className="button button--primary" to="/login">
          Vai al login
        </Link>
      </p>
    </StepLayout>
  );
}
