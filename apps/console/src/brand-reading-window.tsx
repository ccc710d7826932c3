import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BrandSettings } from '@sportello/contract/console/brands';
import { Field } from '@kit/field';
import { api } from './api';
import { MutationError } from './ui';

type Window = NonNullable<BrandSettings['readingWindow']>;

const describe = (w: Window | null) =>
  w === null
    ? 'nessuna: i contatori senza una finestra propria non prevedono l’autolettura'
    : `dal giorno ${w.fromDay} al giorno ${w.toDay}${w.toDay < w.fromDay ? ' del mese dopo' : ''} di ogni mese`;

/**
 * The brand's default self-reading window (days of the month), for the meters of its customers
 * without one of their own: an admin sets or removes it, others read it.
 */
export function BrandReadingWindow({
  settings,
  isAdmin,
  onSaved,
}: {
  settings: BrandSettings;
  isAdmin: boolean;
  onSaved: (data: BrandSettings) => void;
}) {
  const [fromDay, setFromDay] = useState(String(settings.readingWindow?.fromDay ?? ''));
  const [toDay, setToDay] = useState(String(settings.readingWindow?.toDay ?? ''));
  const save = useMutation({
    mutationFn: (window: Window | null) =>
      api<BrandSettings>('PUT', `/brands/${settings.brand}/reading-window`, { body: { window } }),
    onSuccess: (data) => {
      onSaved(data);
      setFromDay(String(data.readingWindow?.fromDay ?? ''));
      setToDay(String(data.readingWindow?.toDay ?? ''));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ fromDay: Number(fromDay), toDay: Number(toDay) });
  };
  return (
    <section aria-labelledby="reading-window-title" className="console-section">
      <h2 id="reading-window-title">Finestra di autolettura predefinita</h2>
      <p className="muted">
        Vale per i contatori dei clienti del marchio che non hanno una finestra propria; gli altri tengono la
        loro.
        {!isAdmin && ' Solo un amministratore può cambiarla.'}
      </p>
      <p data-testid="console-reading-window">{describe(settings.readingWindow)}</p>
      {isAdmin && (
        <form className="console-actions" onSubmit={submit}>
          <Field label="Giorno di inizio" hint="Da 1 a 31">
            <input
              name="fromDay"
              type="number"
              min={1}
              max={31}
              required
              value={fromDay}
              onChange={(e) => setFromDay(e.target.value)}
            />
          </Field>
          <Field label="Giorno di fine" hint="Da 1 a 31; prima dell’inizio: finisce il mese dopo">
            <input
              name="toDay"
              type="number"
              min={1}
              max={31}
              required
              value={toDay}
              onChange={(e) => setToDay(e.target.value)}
            />
          </Field>
          <MutationError mutation={save} />
          <div className="console-buttons">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Salva la finestra
            </button>
            {settings.readingWindow && (
              <button
                type="button"
                className="button button--ghost"
                disabled={save.isPending}
                onClick={() => save.mutate(null)}
              >
                Togli la finestra predefinita
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
