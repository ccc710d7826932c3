import type { BillComparison } from '@sportello/contract';
import { formatDate, formatEuro, formatNumber } from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useInvoiceExplanation } from '../api/get-invoice-explanation';

const AGAINST = {
  previous: 'Rispetto alla bolletta precedente',
  lastYear: 'Rispetto allo stesso periodo dell’anno scorso',
} as const;

function signed(amount: string) {
  const n = Number(amount);
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatEuro(Math.abs(n))}`;
}

function Comparison({ c }: { c: BillComparison }) {
  const id = `explanation-${c.against}`;
  return (
    <section className="bill-explanation" aria-labelledby={id} data-testid={`explanation-${c.against}`}>
      <h3 id={id}>{AGAINST[c.against]}</h3>
      <p>
        Bolletta n. {c.other.key} (dal {formatDate(c.other.periodStart)} al {formatDate(c.other.periodEnd)}):{' '}
        {formatEuro(c.other.totalAmount)}. Differenza:{' '}
        <strong data-testid="explanation-difference">{signed(c.difference)}</strong>.
      </p>
      {c.consumption && (
        <p>
          Consumo: {formatNumber(c.consumption.current)} {c.consumption.unit} contro{' '}
          {formatNumber(c.consumption.other)} {c.consumption.unit}.
        </p>
      )}
      <ul className="bill-explanation__parts">
        {c.parts
          .filter((p) => Number(p.amount) !== 0)
          .map((p) => (
            <li key={p.code} data-testid="explanation-part" data-amount={p.amount}>
              <span>{p.text}</span> <strong className="bill-explanation__amount">{signed(p.amount)}</strong>
            </li>
          ))}
      </ul>
      <p className="muted">{c.readings.text}</p>
    </section>
  );
}

/** "Perché questa bolletta è diversa": the difference against the previous bill and last year's, in parts. */
export function BillExplanation({ invoiceId }: { invoiceId: number }) {
  const query = useInvoiceExplanation(invoiceId);
  return (
    <section className="section" aria-labelledby="bill-explanation-title">
      <h2 id="bill-explanation-title">Perché questa bolletta è diversa</h2>
      <QueryState
        query={query}
        loading="Caricamento del confronto…"
        error="Non è stato possibile confrontare la bolletta."
        isEmpty={(list) => list.length === 0}
        empty="Non ci sono bollette precedenti della stessa fornitura con cui confrontarla."
      >
        {(list) => (
          <>
            {list.map((c) => (
              <Comparison key={c.against} c={c} />
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}
