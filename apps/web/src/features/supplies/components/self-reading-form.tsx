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

/** One field per register: r0, r1… (the meter's registers, in order). */
type FormValues = Record<string, string>;

interface MeterRegister {
  description: string;
  unit: string;
  band?: string | null;
}

/** The field's label: the band (F1, F2, F3…) on a meter read per band, else the measure. */
function registerLabel(register: MeterRegister): string {
  return register.band
    ? `Lettura ${register.band} (${register.unit})`
    : `${register.description} (${register.unit})`;
}

/** The server's refusal of one register, under its field (the reading's own key, or its band's). */
function fieldErrorOf(error: ApiError, register: MeterRegister, single: boolean): string | undefined {
  if (register.band)
    return (
      error.fields[`registers.${register.band}`] ??
      error.fields[`insertReadingsRequest.registers.${register.band}`]
    );
  return single ? (error.fields.value ?? error.fields['insertReadingsRequest.value']) : undefined;
}

function ReadingForm({
  supply,
  window,
  registers,
  onSent,
}: {
  supply: SupplyDetail;
  window: ReadingWindow;
  registers: MeterRegister[];
  onSent: (reading: Reading & { readings: Reading[] }) => void;
}) {
  const formId = useId();
  const hintId = `${formId}-aiuto`;
  const insert = useInsertReading();
  const names = registers.map((_, i) => `r${i}`);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: Object.fromEntries(names.map((n) => [n, ''])) });
  // One totalizer: its value alone; a meter read per band: every band's value.
  const single = registers.length === 1 && !registers[0]!.band;

  const onSubmit = handleSubmit(async (values) => {
    const read = registers.map((r, i) => ({ band: r.band ?? null, value: (values[names[i]!] ?? '').trim() }));
    try {
      onSent(
        await insert.mutateAsync(
          single
            ? { supplyKey: supply.key, value: read[0]!.value }
            : { supplyKey: supply.key, registers: read.map((r) => ({ band: r.band ?? '', value: r.value })) },
        ),
      );
    } catch (error) {
      // The server's Italian messages (lower than the last reading, window, already sent) under
      // each field it names, else under the first.
      if (!(error instanceof ApiError)) {
        setError(names[0]!, { message: 'Non è stato possibile inviare la lettura. Riprova più tardi.' });
        return;
      }
      let placed = false;
      registers.forEach((r, i) => {
        const message = fieldErrorOf(error, r, single);
        if (message) {
          setError(names[i]!, { message });
          placed = true;
        }
      });
      if (!placed) setError(names[0]!, { message: error.message });
    }
  });

  return (
    <form className="form supply-form" noValidate onSubmit={onSubmit} aria-label="Invio autolettura">
      <p id={hintId} className="field__hint">
        Inserisci le cifre nere del contatore {window.meterSerial}, senza decimali: al massimo {window.digits}{' '}
        cifre{registers.length > 1 ? ' per ogni registro' : ''}.
      </p>
      {registers.map((r, i) => {
        const name = names[i]!;
        const inputId = `${formId}-${name}`;
        const errorId = `${inputId}-errore`;
        const fieldError = errors[name]?.message;
        return (
          <div className="field" key={name}>
            <label htmlFor={inputId}>{registerLabel(r)}</label>
            <input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
              {...register(name, {
                validate: (v) => validateMeterReading(v, { digits: window.digits }) ?? true,
              })}
            />
            {fieldError && (
              <p id={errorId} className="field__error" role="alert" data-testid="reading-error">
                {fieldError}
              </p>
            )}
          </div>
        );
      })}
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
  const [sent, setSent] = useState<(Reading & { readings: Reading[] }) | null>(null);
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
              {w.registers.some((r) => r.band)
                ? w.registers
                    .map((r) =>
                      r.lastReading
                        ? `${r.band ?? ''} ${r.lastReading.value} del ${formatDate(r.lastReading.readingDate)}`.trim()
                        : `${r.band ?? ''} nessuna`.trim(),
                    )
                    .join('; ')
                : last
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
              Lettura{' '}
              {sent.readings.length > 1 || sent.band
                ? sent.readings.map((r) => `${r.band ?? ''} ${r.value}`.trim()).join(', ')
                : sent.value}{' '}
              del {formatDate(sent.readingDate)}, contatore {sent.meterSerial}.
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
          <ReadingForm supply={supply} window={w} registers={registers} onSent={setSent} />
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
