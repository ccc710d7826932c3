import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { ConsoleSend, ConsoleSendDetail } from '@sportello/contract/console/sends';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api, type Operator } from './api';
import { BrandOptions, ConsoleTable, MutationError } from './ui';

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });
const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

type Target = 'codes' | 'brand';
type SendResult = ConsoleSend & { unknownCustomerCodes: string[]; customersWithoutUsers: string[] };

function audienceLabel(audience: Record<string, unknown>): string {
  if (Array.isArray(audience.customerCodes)) {
    const codes = audience.customerCodes as string[];
    return codes.length === 1 ? `Cliente ${codes[0]}` : `${codes.length} clienti`;
  }
  const commodity = typeof audience.commodity === 'string' ? ` con fornitura ${audience.commodity}` : '';
  return `Tutti i clienti ${String(audience.brand)}${commodity}`;
}

/** The form of a message or proposal, and the sends so far with who read and accepted. */
export function SendsPage({ operator }: { operator: Operator }) {
  const queryClient = useQueryClient();
  const sends = useQuery({
    queryKey: ['sends'],
    queryFn: () => api<{ items: ConsoleSend[] }>('GET', '/sends'),
  });
  const canBrand = operator.role !== 'agent';
  const [kind, setKind] = useState<'message' | 'proposal'>('message');
  const [target, setTarget] = useState<Target>('codes');
  const [codes, setCodes] = useState('');
  const [brand, setBrand] = useState(operator.brands[0] ?? '');
  const [commodity, setCommodity] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [acceptance, setAcceptance] = useState(false);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api<SendResult>('POST', '/sends', {
        body: {
          kind,
          audience:
            target === 'codes'
              ? { customerCodes: codes.split(/[\s,;]+/).filter(Boolean) }
              : { brand, ...(commodity ? { commodity } : {}) },
          subject,
          body,
          ...(kind === 'message'
            ? { acceptanceRequired: acceptance }
            : { startDate: startDate || null, endDate: endDate || null }),
        },
      }),
    onSuccess: async () => {
      setSubject('');
      setBody('');
      await queryClient.invalidateQueries({ queryKey: ['sends'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const result = send.data;
  return (
    <>
      <h1>Messaggi e proposte</h1>
      <form className="console-actions" onSubmit={submit} aria-labelledby="new-send-title">
        <h2 id="new-send-title">Nuovo invio</h2>
        <Field label="Cosa inviare">
          <select
            name="kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as 'message' | 'proposal')}
          >
            <option value="message">Messaggio</option>
            <option value="proposal">Proposta</option>
          </select>
        </Field>
        <Field label="A chi">
          <select name="target" value={target} onChange={(e) => setTarget(e.target.value as Target)}>
            <option value="codes">Uno o più clienti</option>
            {canBrand && <option value="brand">Tutti i clienti di un marchio</option>}
          </select>
        </Field>
        {target === 'codes' ? (
          <Field label="Codici cliente" hint="Separati da spazi, virgole o a capo">
            <textarea
              name="codes"
              rows={2}
              required
              value={codes}
              onChange={(e) => setCodes(e.target.value)}
            />
          </Field>
        ) : (
          <>
            <Field label="Marchio">
              <select name="brand" value={brand} onChange={(e) => setBrand(e.target.value)}>
                <BrandOptions brands={operator.brands} />
              </select>
            </Field>
            <Field label="Con una fornitura attiva di tipo">
              <select name="commodity" value={commodity} onChange={(e) => setCommodity(e.target.value)}>
                <option value="">Qualsiasi</option>
                <option value="luce">Luce</option>
                <option value="gas">Gas</option>
                <option value="teleriscaldamento">Teleriscaldamento</option>
              </select>
            </Field>
          </>
        )}
        <Field label={kind === 'message' ? 'Oggetto' : 'Titolo'}>
          <input
            name="subject"
            required
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <Field label="Testo">
          <textarea
            name="body"
            rows={4}
            required
            maxLength={4000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        {kind === 'message' ? (
          <label className="console-check">
            <input
              type="checkbox"
              name="acceptanceRequired"
              checked={acceptance}
              onChange={(e) => setAcceptance(e.target.checked)}
            />{' '}
            Da accettare: il cliente non prosegue nel portale finché non lo accetta
          </label>
        ) : (
          <>
            <Field label="Visibile dal" hint="Oggi se vuoto">
              <input
                name="startDate"
                type="date"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
              />
            </Field>
            <Field label="Visibile fino al" hint="Senza fine se vuoto">
              <input
                name="endDate"
                type="date"
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
              />
            </Field>
          </>
        )}
        <MutationError mutation={send} fallback="Invio non riuscito." />
        {result && (
          <Alert tone="success">
            Inviato a {result.customers === 1 ? '1 cliente' : `${result.customers} clienti`}.
            {result.unknownCustomerCodes.length > 0 &&
              ` Codici non trovati nei propri marchi: ${result.unknownCustomerCodes.join(', ')}.`}
            {result.customersWithoutUsers.length > 0 &&
              ` Senza utenti del portale: ${result.customersWithoutUsers.join(', ')}.`}
          </Alert>
        )}
        <div className="console-buttons">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            Invia
          </button>
        </div>
      </form>
      <section aria-labelledby="sends-title" className="console-section">
        <h2 id="sends-title">Invii</h2>
        <QueryState
          query={sends}
          loading="Caricamento degli invii…"
          error={loadError('Non è stato possibile caricare gli invii.')}
          isEmpty={(data) => data.items.length === 0}
          empty="Nessun messaggio o proposta inviati."
        >
          {(data) => (
            <ConsoleTable
              caption="Invii, i più recenti prima"
              head={['Oggetto', 'Tipo', 'A chi', 'Letti', 'Accettati', 'Inviato']}
            >
              {data.items.map((s) => (
                <tr key={s.id} data-testid="console-send-row">
                  <td>
                    <Link to={`/messaggi/${s.id}`}>{s.subject}</Link>
                  </td>
                  <td>
                    {s.kind === 'message'
                      ? s.acceptanceRequired
                        ? 'Messaggio da accettare'
                        : 'Messaggio'
                      : 'Proposta'}
                  </td>
                  <td>{audienceLabel(s.audience)}</td>
                  <td>
                    {s.read} di {s.written}
                  </td>
                  <td>{s.accepted}</td>
                  <td>
                    {when(s.createdAt)} · {s.operator}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </QueryState>
      </section>
    </>
  );
}

/** One send: each recipient, when it read and when it accepted. */
export function SendDetailPage() {
  const id = Number(useParams().id);
  const send = useQuery({
    queryKey: ['send', id],
    queryFn: () => api<ConsoleSendDetail>('GET', `/sends/${id}`),
  });
  return (
    <>
      <p>
        <Link to="/messaggi">← Messaggi e proposte</Link>
      </p>
      <QueryState
        query={send}
        loading="Caricamento dell’invio…"
        error={loadError('Non è stato possibile caricare l’invio.')}
      >
        {(s) => (
          <>
            <h1>{s.subject}</h1>
            <dl className="console-facts">
              <dt>A chi</dt>
              <dd>{audienceLabel(s.audience)}</dd>
              <dt>Inviato</dt>
              <dd>
                {when(s.createdAt)} da {s.operator}
              </dd>
              {s.kind === 'proposal' && (
                <>
                  <dt>Finestra</dt>
                  <dd>
                    {s.startDate ?? '—'} – {s.endDate ?? 'senza fine'}
                  </dd>
                </>
              )}
              <dt>Letti / accettati</dt>
              <dd data-testid="console-send-counts">
                {s.read} / {s.accepted} di {s.written}
              </dd>
            </dl>
            <p className="console-body">{s.body}</p>
            <h2>Destinatari</h2>
            {s.recipients.length === 0 ? (
              <p className="muted">Nessun destinatario.</p>
            ) : (
              <ConsoleTable
                caption="Destinatari"
                head={[
                  'Cliente',
                  s.kind === 'message' ? 'Utente' : 'Risposta',
                  s.kind === 'message' ? 'Letto' : 'Risposto',
                  'Accettato',
                ]}
              >
                {s.recipients.map((r, i) => (
                  <tr key={i}>
                    <td>
                      {r.customerName} ({r.customerCode})
                    </td>
                    <td>{s.kind === 'message' ? r.user : (r.answer ?? '—')}</td>
                    <td>{when(r.readAt)}</td>
                    <td>{when(r.acceptedAt)}</td>
                  </tr>
                ))}
              </ConsoleTable>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
