import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { Link } from 'react-router';
import {
  formatDate,
  isInsideReadingWindow,
  readingOriginLabel,
  readingRegisters,
  romeDay,
  validateMeterReading,
} from '@sportello/domain';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { useSupply } from '../api/get-supply';
import { useInsertReading, useMeterGroup, useReadingWindow } from '../api/metering';
import type { Reading, ReadingWindow, SupplyDetail } from '../api/types';
import { SupplyIdentity } from './supply-identity';
import { SupplyState } from './supply-load-error';
import './supplies.css';

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

/** The form's fields: r0, r1… (the meter's registers, in order). */
const fieldName = (index: number) => `r${index}`;

/** Each register checked as the domain checks a reading (digits only, at most the meter's digits). */
function readingSchema(count: number, digits: number) {
  const value = z.string().superRefine((text, ctx) => {
    const message = validateMeterReading(text, { digits });
    if (message) ctx.addIssue({ code: 'custom', message });
  });
  return z.object(Object.fromEntries(Array.from({ length: count }, (_, i) => [fieldName(i), value])));
}

/**
 * Where the server's refusals land: a band's under its field (the reading's own key, or its
 * band's), a totalizer's under its only field.
 */
function serverFields(registers: MeterRegister[], single: boolean): Record<string, string> {
  if (single) return { value: fieldName(0), 'insertReadingsRequest.value': fieldName(0) };
  return Object.fromEntries(
    registers.flatMap((r, i) =>
      r.band
        ? [
            [`registers.${r.band}`, fieldName(i)],
            [`insertReadingsRequest.registers.${r.band}`, fieldName(i)],
          ]
        : [],
    ),
  );
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
  const hintId = useId();
  const insert = useInsertReading();
  const schema = useMemo(
    () => readingSchema(registers.length, window.digits),
    [registers.length, window.digits],
  );
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    defaultValues: Object.fromEntries(registers.map((_, i) => [fieldName(i), ''])),
  });
  const { errors, isSubmitting } = form.formState;
  // One totalizer: its value alone; a meter read per band: every band's value.
  const single = registers.length === 1 && !registers[0]!.band;
  const hint = `Inserisci le cifre nere del contatore ${window.meterSerial}, senza decimali: al massimo ${window.digits} cifre${registers.length > 1 ? ' per ogni registro' : ''}.`;

  const onSubmit = form.submit(
    async (values) => {
      const read = registers.map((r, i) => ({
        band: r.band ?? '',
        value: (values[fieldName(i)] ?? '').trim(),
      }));
      onSent(
        await insert.mutateAsync(
          single
            ? { supplyKey: supply.key, value: read[0]!.value }
            : { supplyKey: supply.key, registers: read },
        ),
      );
    },
    // The server's Italian messages (lower than the last reading, window, already sent) under
    // each field it names, else as the form's error.
    {
      fields: serverFields(registers, single),
      fallback: 'Non è stato possibile inviare la lettura. Riprova più tardi.',
    },
  );

  return (
    <form className="form supply-form" noValidate onSubmit={onSubmit} aria-label="Invio autolettura">
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {registers.map((r, i) => (
        <Field
          key={fieldName(i)}
          label={registerLabel(r)}
          error={errors[fieldName(i)]?.message}
          errorTestId="reading-error"
        >
          {/* The meter's hint describes every register, before the field's own error. */}
          {({ 'aria-describedby': own, ...a11y }) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...a11y}
              aria-describedby={own ? `${hintId} ${own}` : hintId}
              {...form.register(fieldName(i))}
            />
          )}
        </Field>
      ))}
      <FormError message={form.submitError} testId="reading-error" />
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

  return (
    <QueryState
      query={{
        isPending: window.isPending || group.isPending,
        isError: window.isError || group.isError,
        isFetching: window.isFetching || group.isFetching,
        data: window.data && group.data ? { w: window.data, group: group.data } : undefined,
        refetch: () => Promise.all([window.isError && window.refetch(), group.isError && group.refetch()]),
      }}
      loading="Caricamento del periodo di lettura…"
      error="Non è stato possibile caricare i dati del contatore."
    >
      {({ w, group: meters }) => (
        <SelfReadingPanels
          supply={supply}
          w={w}
          registers={readingRegisters(meters)}
          sent={sent}
          onSent={setSent}
          today={today}
          {...(archiveHref ? { archiveHref } : {})}
        />
      )}
    </QueryState>
  );
}

function SelfReadingPanels({
  supply,
  w,
  registers,
  sent,
  onSent,
  today,
  archiveHref,
}: {
  supply: SupplyDetail;
  w: ReadingWindow;
  registers: MeterRegister[];
  sent: (Reading & { readings: Reading[] }) | null;
  onSent: (reading: Reading & { readings: Reading[] }) => void;
  today: string;
  archiveHref?: string;
}) {
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
          <ReadingForm supply={supply} window={w} registers={registers} onSent={onSent} />
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
      <SupplyState query={supply}>
        {(data) => (
          <>
            <SupplyIdentity supply={data} />
            <SelfReadingBody supply={data} {...(archiveHref ? { archiveHref } : {})} />
          </>
        )}
      </SupplyState>
    </div>
  );
}
