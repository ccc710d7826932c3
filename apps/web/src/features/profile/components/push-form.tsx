import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@sportello/contract';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-account';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { useUpdateUser } from '../api/update-account';
import { explained } from '../../../components/ui/form';
import { loadError } from '../../../components/ui/query-state';
import { pushPreferencesSchema } from './profile-schemas';
import './profile.css';

function PushForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const save = useUpdateUser();
  const { refresh } = useSession();
  const form = useZodForm(pushPreferencesSchema, {
    defaultValues: {
      receiveCommercialNotifications: user.receiveCommercialNotifications,
      receiveTechNotifications: user.receiveTechNotifications,
    },
  });
  const { isDirty, isSubmitting } = form.formState;
  const ids = { commercialText: useId(), techText: useId() };

  const onSubmit = form.submit(
    async (values) => {
      await explained(save.mutateAsync({ id: user.id, ...values }));
      onSaved();
      // The session carries the user too: read it again so that every screen agrees.
      await refresh().catch(() => undefined);
    },
    { fallback: RETRY_LATER_MESSAGE },
  );

  return (
    <form className="form profile-form" noValidate onSubmit={onSubmit} aria-label="Preferenze di notifica">
      <div className="consent">
        <label className="consent__choice">
          <input
            type="checkbox"
            {...form.register('receiveTechNotifications')}
            aria-describedby={ids.techText}
          />
          Notifiche di servizio
        </label>
        <p id={ids.techText} className="consent__text">
          Nuove bollette, scadenze, letture da inviare, pratiche e messaggi sulle tue forniture.
        </p>
      </div>
      <div className="consent">
        <label className="consent__choice">
          <input
            type="checkbox"
            {...form.register('receiveCommercialNotifications')}
            aria-describedby={ids.commercialText}
          />
          Notifiche commerciali
        </label>
        <p id={ids.commercialText} className="consent__text">
          Offerte, proposte dedicate e iniziative promozionali.
        </p>
      </div>
      <FormError message={form.submitError} />
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Salvataggio…' : 'Salva le preferenze'}
        </button>
        <Link className="button" to="/profile">
          Torna al profilo
        </Link>
      </div>
    </form>
  );
}

/** /manage-push: the user's commercial and service notifications (PUT /Core/v1/users). */
export function PushSettings() {
  const { session } = useSession();
  const user = useUser(session?.user?.id ?? null);
  const [saved, setSaved] = useState(false);
  return (
    <QueryState
      query={user}
      loading="Caricamento delle preferenze…"
      error={loadError('Non è stato possibile caricare le preferenze.')}
    >
      {(data) => (
        <>
          {saved && (
            <p role="status" className="alert alert--ok" data-testid="push-saved">
              Preferenze di notifica salvate.
            </p>
          )}
          <PushForm
            key={`${data.receiveCommercialNotifications}-${data.receiveTechNotifications}`}
            user={data}
            onSaved={() => setSaved(true)}
          />
        </>
      )}
    </QueryState>
  );
}
