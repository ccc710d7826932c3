import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@sportello/contract';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-account';
import { errorMessage, useUpdateUser } from '../api/update-account';
import './profile.css';

function PushForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const save = useUpdateUser();
  const { refresh } = useSession();
  const [commercial, setCommercial] = useState(user.receiveCommercialNotifications);
  const [tech, setTech] = useState(user.receiveTechNotifications);
  const ids = { commercial: useId(), commercialText: useId(), tech: useId(), techText: useId() };
  const unchanged =
    commercial === user.receiveCommercialNotifications && tech === user.receiveTechNotifications;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({
        id: user.id,
        receiveCommercialNotifications: commercial,
        receiveTechNotifications: tech,
      });
    } catch {
      return;
    }
    onSaved();
    // The session carries the user too: read it again so that every screen agrees.
    await refresh().catch(() => undefined);
  }

  return (
    <form className="form profile-form" noValidate onSubmit={submit} aria-label="Preferenze di notifica">
      <div className="consent">
        <label className="consent__choice" htmlFor={ids.tech}>
          <input
            id={ids.tech}
            type="checkbox"
            checked={tech}
            onChange={(e) => setTech(e.target.checked)}
            aria-describedby={ids.techText}
          />
          Notifiche di servizio
        </label>
        <p id={ids.techText} className="consent__text">
          Nuove bollette, scadenze, letture da inviare, pratiche e messaggi sulle tue forniture.
        </p>
      </div>
      <div className="consent">
        <label className="consent__choice" htmlFor={ids.commercial}>
          <input
            id={ids.commercial}
            type="checkbox"
            checked={commercial}
            onChange={(e) => setCommercial(e.target.checked)}
            aria-describedby={ids.commercialText}
          />
          Notifiche commerciali
        </label>
        <p id={ids.commercialText} className="consent__text">
          Offerte, proposte dedicate e iniziative promozionali.
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="alert alert--error">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending || unchanged}>
          {save.isPending ? 'Salvataggio…' : 'Salva le preferenze'}
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
  if (user.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento delle preferenze…
      </p>
    );
  }
  if (user.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare le preferenze. {errorMessage(user.error)}
      </p>
    );
  }
  return (
    <>
      {saved && (
        <p role="status" className="alert alert--ok" data-testid="push-saved">
          Preferenze di notifica salvate.
        </p>
      )}
      <PushForm
        key={`${user.data.receiveCommercialNotifications}-${user.data.receiveTechNotifications}`}
        user={user.data}
        onSaved={() => setSaved(true)}
      />
    </>
  );
}
