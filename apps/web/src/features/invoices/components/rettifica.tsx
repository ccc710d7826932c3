import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { CustomerRequest, RettificaOptions } from '@sportello/contract';
import { formatDate, registerName, validateMeterPhoto, validateRettificaRegisters } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { fileToBase64, useRequestRettifica, useRettificaOptions } from '../api/rettifica';

const label = (band: string | null) => (band ? `Lettura ${band}` : 'Lettura del contatore');

/** The file a file input holds, if any (react-hook-form gives the input's FileList). */
function chosenFile(value: unknown): File | null {
  return typeof FileList !== 'undefined' && value instanceof FileList ? (value.item(0) ?? null) : null;
}

/**
 * The rettifica form's schema for this meter: the domain's rules (validateRettificaRegisters,
 * validateMeterPhoto), the same the server applies, on one field per register and the photo.
 */
function rettificaFormSchema(options: RettificaOptions) {
  const meter = options.meter!;
  const names = meter.registers.map(registerName);
  return z
    .object({ readings: z.record(z.string(), z.string()), photo: z.unknown() })
    .superRefine((value, ctx) => {
      const registers = meter.registers.map((band) => ({
        band,
        value: (value.readings[registerName(band)] ?? '').trim(),
      }));
      for (const [key, message] of Object.entries(
        validateRettificaRegisters(registers, meter, options.openingReadings),
      )) {
        // "registers.F1" is that register's; "registers" (the reading as a whole) goes on the first.
        const name = key.startsWith('registers.') ? key.slice('registers.'.length) : names[0]!;
        ctx.addIssue({ code: 'custom', path: ['readings', name], message });
      }
      const photo = chosenFile(value.photo);
      const photoError = photo && validateMeterPhoto({ contentType: photo.type, size: photo.size });
      if (photoError) ctx.addIssue({ code: 'custom', path: ['photo'], message: photoError });
    });
}

function Filed({ filed }: { filed: CustomerRequest }) {
  return (
    <Alert tone="success" title="Rettifica inviata" data-testid="rettifica-filed">
      Pratica n. {filed.ticketKey}: la tua lettura è allegata alla pratica; ti avviseremo quando una nuova
      bolletta sostituirà quella stimata. <Link to={`/practices/${filed.id}`}>Segui la pratica</Link>
    </Alert>
  );
}

function RettificaForm({
  options,
  onFiled,
}: {
  options: RettificaOptions;
  onFiled: (r: CustomerRequest) => void;
}) {
  const meter = options.meter!;
  const send = useRequestRettifica();
  const schema = useMemo(() => rettificaFormSchema(options), [options]);
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { readings: Object.fromEntries(meter.registers.map((b) => [registerName(b), ''])) },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.submit(
    async (values) => {
      const registers = meter.registers.map((band) => ({
        band,
        value: (values.readings[registerName(band)] ?? '').trim(),
      }));
      const photo = chosenFile(values.photo);
      const data = photo ? await fileToBase64(photo) : null;
      onFiled(
        await send.mutateAsync({
          invoiceId: options.invoiceId,
          registers,
          ...(photo && data !== null
            ? { photo: { contentType: photo.type, fileName: photo.name, data } }
            : {}),
        }),
      );
    },
    {
      fields: { 'rettificaRequest.photo': 'photo' },
      fallback: 'Non è stato possibile inviare la rettifica. Riprova.',
    },
  );

  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Rettifica con la tua lettura"
    >
      <p className="muted">
        Contatore {meter.serial}: solo cifre, al massimo {meter.digits}, senza i decimali.
      </p>
      {meter.registers.map((band) => {
        const name = registerName(band);
        const opening = options.openingReadings.find((o) => o.band === band);
        return (
          <Field
            key={name}
            label={`${label(band)}${options.unit ? ` (${options.unit})` : ''}`}
            required
            error={errors.readings?.[name]?.message}
            hint={opening ? `Lettura reale di inizio periodo: ${opening.value}` : undefined}
          >
            <input inputMode="numeric" autoComplete="off" {...form.register(`readings.${name}`)} />
          </Field>
        );
      })}
      <Field
        label="Foto del contatore (facoltativa)"
        hint="Un’immagine JPEG, PNG o WebP fino a 5 MB in cui si leggano il numero del contatore e la lettura."
        error={errors.photo?.message}
      >
        <input type="file" accept={options.photo.types.join(',')} {...form.register('photo')} />
      </Field>
      <FormError message={form.submitError} testId="rettifica-refused" />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Invio in corso…' : 'Invia la rettifica'}
      </button>
    </form>
  );
}

/**
 * "Questa bolletta è stimata" on the bill detail: the estimated readings it closed on and the
 * form to correct it with one's own reading (registers as the meter has them, a photo if one
 * likes); a rettifica in progress says so. A bill on real readings shows nothing.
 */
export function Rettifica({ invoiceId }: { invoiceId: number }) {
  const query = useRettificaOptions(invoiceId);
  const [open, setOpen] = useState(false);
  // Kept here: once filed, the refreshed options say "in progress", the confirmation stays.
  const [filed, setFiled] = useState<CustomerRequest | null>(null);
  return (
    <QueryState
      query={query}
      loading={
        <p className="muted" aria-busy="true" data-testid="rettifica-loading">
          Verifica delle letture della bolletta…
        </p>
      }
      error="Non è stato possibile verificare le letture della bolletta."
      isEmpty={(o) => !o.estimated}
      empty={null}
    >
      {(o) => (
        <section
          className="section money-rettifica"
          aria-labelledby="rettifica-title"
          data-testid="rettifica"
        >
          <h2 id="rettifica-title">Questa bolletta si basa su una lettura stimata</h2>
          <p>
            {o.estimatedReadings
              .map(
                (r) =>
                  `${r.band ? `${r.band}: ` : ''}${r.value}${o.unit ? ` ${o.unit}` : ''} stimati al ${formatDate(r.readingDate)}`,
              )
              .join('; ')}
            . Se la lettura del contatore è diversa, inviacela: la bolletta sarà ricalcolata sui consumi
            reali.
          </p>
          {filed ? (
            <Filed filed={filed} />
          ) : o.inProgress ? (
            <p role="status">
              La tua rettifica è in corso: la trovi in <Link to="/practices">Pratiche</Link>.
            </p>
          ) : open ? (
            <RettificaForm options={o} onFiled={setFiled} />
          ) : (
            <button type="button" className="button" onClick={() => setOpen(true)}>
              Correggi con la tua lettura
            </button>
          )}
        </section>
      )}
    </QueryState>
  );
}

export default Rettifica;
