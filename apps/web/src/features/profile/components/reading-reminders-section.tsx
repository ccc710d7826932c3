import { useId, useState } from 'react';
import { readingRemindersSchema } from '@sportello/contract/core-reminders';
import { explained, FormError, useZodForm } from '../../../components/ui/form';
import { loadError, QueryState } from '../../../components/ui/query-state';
import { RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import {
  useReadingReminders,
  useSetReadingReminders,
  type ReadingRemindersPreference,
} from '../api/reading-reminders';

function ReadingRemindersForm({
  preference,
  onSaved,
}: {
  preference: ReadingRemindersPreference;
  onSaved: () => void;
}) {
  const save = useSetReadingReminders();
  const form = useZodForm(readingRemindersSchema, { defaultValues: { enabled: preference.enabled } });
  const { isDirty, isSubmitting } = form.formState;
  const textId = useId();
  const onSubmit = form.submit(
    async ({ enabled }) => {
      await explained(save.mutateAsync(enabled));
      form.reset({ enabled });
      onSaved();
    },
    { fallback: RETRY_LATER_MESSAGE },
  );
  return (
    <form className="form profile-form" noValidate onSubmit={onSubmit} aria-label="Promemoria autolettura">
      <div className="consent">
        <label className="consent__choice">
          <input type="checkbox" {...form.register('enabled')} aria-describedby={textId} />
          Avvisami quando si apre la finestra dell’autolettura
        </label>
        <p id={textId} className="consent__text">
          Una e-mail, e una notifica dove l’app o il browser le ricevono, con il collegamento al modulo
          dell’autolettura della fornitura: una volta per ogni finestra.
        </p>
      </div>
      <FormError message={form.submitError} />
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Salvataggio…' : 'Salva il promemoria'}
        </button>
      </div>
    </form>
  );
}

/**
 * The profile's "Promemoria autolettura" section (issue 24): whether the user is told, by e-mail
 * and push, when the self-reading window of one of its supplies opens (GET/PUT
 * /Core/v1/readingReminders; on unless turned off).
 */
export function ReadingRemindersSection() {
  const preference = useReadingReminders();
  const [saved, setSaved] = useState(false);
  return (
    <section
      className="profile-card"
      aria-labelledby="profilo-promemoria"
      data-testid="profile-reading-reminders"
    >
      <h2 id="profilo-promemoria">Promemoria autolettura</h2>
      <QueryState
        query={preference}
        loading="Caricamento del promemoria…"
        error={loadError('Non è stato possibile caricare il promemoria dell’autolettura.')}
      >
        {(data) => (
          <>
            {saved && (
              <p role="status" className="alert alert--ok" data-testid="reading-reminders-saved">
                {data.enabled
                  ? 'Promemoria dell’autolettura attivo.'
                  : 'Promemoria dell’autolettura disattivato.'}
              </p>
            )}
            <ReadingRemindersForm preference={data} onSaved={() => setSaved(true)} />
          </>
        )}
      </QueryState>
    </section>
  );
}
