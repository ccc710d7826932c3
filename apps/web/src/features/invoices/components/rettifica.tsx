import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CustomerRequest, RettificaOptions } from '@sportello/contract';
import { formatDate, registerName, validateMeterPhoto, validateRettificaRegisters } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { fileToBase64, useRequestRettifica, useRettificaOptions } from '../api/rettifica';

const label = (band: string | null) => (band ? `Lettura ${band}` : 'Lettura del contatore');

function serverErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([k, v]) => [k.replace(/^rettificaRequest\./, ''), v]),
  );
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
  const [values, setValues] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const registers = meter.registers.map((band) => ({
      band,
      value: (values[registerName(band)] ?? '').trim(),
    }));
    const found = validateRettificaRegisters(registers, meter, options.openingReadings);
    if (photo) {
      const message = validateMeterPhoto({ contentType: photo.type, size: photo.size });
      if (message) found.photo = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const data = photo ? await fileToBase64(photo) : null;
    send.mutate(
      {
        invoiceId: options.invoiceId,
        registers,
        ...(photo && data !== null ? { photo: { contentType: photo.type, fileName: photo.name, data } } : {}),
      },
      { onSuccess: onFiled, onError: (error) => setErrors(serverErrors(error)) },
    );
  };
  const refusal =
    send.error && Object.keys(serverErrors(send.error)).length === 0
      ? send.error instanceof ApiError
        ? send.error.message
        : 'Non è stato possibile inviare la rettifica. Riprova.'
      : null;

  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
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
            error={
              errors[`registers.${name}`] ??
              (name === meter.registers.map(registerName)[0] ? errors.registers : undefined)
            }
            hint={opening ? `Lettura reale di inizio periodo: ${opening.value}` : undefined}
          >
            <input
              name={`lettura-${name}`}
              inputMode="numeric"
              autoComplete="off"
              value={values[name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            />
          </Field>
        );
      })}
      <Field
        label="Foto del contatore (facoltativa)"
        hint="Un’immagine JPEG, PNG o WebP fino a 5 MB in cui si leggano il numero del contatore e la lettura."
        error={errors.photo}
      >
        <input
          type="file"
          name="foto"
          accept={options.photo.types.join(',')}
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </Field>
      {refusal && (
        <Alert tone="error" data-testid="rettifica-refused">
          {refusal}
        </Alert>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? 'Invio in corso…' : 'Invia la rettifica'}
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
