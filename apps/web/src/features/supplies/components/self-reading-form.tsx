import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  formatDate,
  isInsideReadingWindow,
  readingOriginLabel,
  readingRegisters,
  romeDay,
  validateMeterReading,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { useSupply } from '../api/get-supply';
import { useInsertReading, useMeterGroup, useReadingWindow } from '../api/metering';
import type { Reading, ReadingWindow, SupplyDetail } from '../api/types';
import { SupplyIdentity } from './supply-identity';
import { SupplyLoadState } from './supply-load-error';
import './supplies.css';

interface FormValues {
  value: string;
}

function ReadingForm({
  supply,
  window,
  register: meterRegister,
  onSent,
}: {
  supply: SupplyDetail;
  window: ReadingWindow;
  register: { description: string; unit: string };
  onSent: (reading: Reading) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-aiuto`;
  const errorId = `${inputId}-errore`;
  const insert = useInsertReading();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: { value: '' } });

  const onSubmit = handleSubmit(async ({ value }) => {
    try {
      onSent(await insert.mutateAsync({ supplyKey: supply.key, value: value.trim() }));
    } catch (error) {
      // The server's Italian message (lower than the last reading, window, already sent) under the field.
      const message =
        error instanceof ApiError
          ? (error.fields.value ?? error.fields['insertReadingsRequest.value'] ?? error.message)
          : 'Non è stato possibile inviare la lettura. Riprova più tardi.';
      setError('value', { message });
    }
  });

  return (
    <form className="form supply-form" noValidate onSubmit={onSubmit} aria-label="Invio autolettura">
      <div className="field">
        <label htmlFor={inputId}>
          {meterRegister.description} ({meterRegister.unit})
        </label>
        <p id={hintId} className="field__hint">
          Inserisci le cifre nere del contatore {window.meterSerial}, senza decimali: al massimo{' '}
          {window.digits} cifre.
        </p>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.value ? true : undefined}
          aria-describedby={errors.value ? `${hintId} ${errorId}` : hintId}
          {...register('value', {
            validate: (v) => validateMeterReading(v, { digits: window.digits }) ?? true,
          })}
        />
        {errors.value?.message && (
          <p id={errorId} className="field__error" role="alert" data-testid="reading-error">
            {errors.value.message}
          </p>
        )}
      </div>
      <div className="supply-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Invio in corso…' : 'Invia autolettura'}
        </button>
      </div>
    </form>
  );
}

function SelfReadingBody({ supply, archiveHref }: { supply: SupplyDetail; archiveHref?: string }) {
  const window = useReadingWindow(supply.key);
  const group = useMeterGroup(supply.key);
  const [sent, setSent] = useState<Reading | null>(null);
  const today = romeDay(new Date());

  if (window.isPending || group.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento del periodo di lettura…
      </p>
    );
  }
  if (window.isError || group.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare i dati del contatore. Riprova più tardi.
      </p>
    );
  }
  const w = window.data;
  const registers = readingRegisters(group.data);
  const last = w.lastReading;
  return (
    <>
      <section className="supply-panel" aria-labelledby="autolettura-contatore">
        <h2 id="autolettura-contatore">Contatore</h2>
        <dl className="supply-facts">
          <div>
            <dt>Matricola</dt>
            <dd>{w.meterSerial}</dd>
          </div>
          <div>
            <dt>Periodo di lettura</dt>
            <dd data-testid="reading-window">
              {w.startDate && w.endDate
                ? `dal ${formatDate(w.startDate)} al ${formatDate(w.endDate)}`
                : 'Non previsto'}
            </dd>
          </div>
          <div>
            <dt>Ultima lettura</dt>
            <dd data-testid="last-reading">
              {last
                ? `${last.value} del ${formatDate(last.readingDate)} (${readingOriginLabel(last.origin)})`
                : 'Nessuna'}
            </dd>
          </div>
        </dl>
      </section>

      <section className="supply-panel" aria-labelledby="autolettura-invio">
        <h2 id="autolettura-invio">Invia la lettura</h2>
        {sent ? (
          <div className="notice" role="status" data-testid="reading-sent">
            <p>Autolettura inviata: grazie!</p>
            <p>
              Lettura {sent.value} del {formatDate(sent.readingDate)}, contatore {sent.meterSerial}.
            </p>
            {archiveHref && (
              <p>
                <Link to={archiveHref}>Vai all’archivio letture</Link>
              </p>
            )}
          </div>
        ) : !w.enabled ? (
          <p className="notice notice--info">{w.message}</p>
        ) : !isInsideReadingWindow(w, today) ? (
          <p className="notice notice--info" data-testid="window-closed">
            {w.message ?? "Non è possibile inserire l'autolettura fuori dal periodo di lettura"}
            {w.startDate && w.endDate
              ? `. Il prossimo periodo va dal ${formatDate(w.startDate)} al ${formatDate(w.endDate)}.`
              : ''}
          </p>
        ) : registers.length === 0 ? (
          <p className="notice notice--info">Nessun registro da leggere per questo contatore.</p>
        ) : (
          <ReadingForm supply={supply} window={w} register={registers[0]!} onSent={setSent} />
        )}
      </section>
      {archiveHref && !sent && (
        <p>
          <Link to={archiveHref}>Archivio letture</Link>
        </p>
      )}
    </>
  );
}

/** /supplies/{id}/autolettura: the reading window, the last reading and the form to send one. */
export function SelfReading({ id, archiveHref }: { id: string; archiveHref?: string }) {
  const supply = useSupply(id);
  return (
    <div className="supplies">
      <h1>Autolettura</h1>
      <SupplyLoadState query={supply} />
      {supply.data && (
        <>
          <SupplyIdentity supply={supply.data} />
          <SelfReadingBody supply={supply.data} {...(archiveHref ? { archiveHref } : {})} />
        </>
      )}
    </div>
  );
}
