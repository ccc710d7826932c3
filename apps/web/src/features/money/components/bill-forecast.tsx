import type { SupplyForecast } from '@sportello/contract';
import { formatDate, formatEuro } from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useBillForecasts } from '../api/bill-forecasts';
import './money.css';

const COMMODITY = { luce: 'Luce', gas: 'Gas', teleriscaldamento: 'Teleriscaldamento' } as const;

function Forecast({ f, titled }: { f: SupplyForecast; titled: boolean }) {
  const name = `${COMMODITY[f.commodity]}${f.nickname ? ` · ${f.nickname}` : ''}`;
  return (
    <article className="card money-forecast__item" data-testid="forecast" aria-label={`Previsione ${name}`}>
      {titled && <h3>{name}</h3>}
      {f.forecast ? (
        <>
          <p>
            Circa <strong data-testid="forecast-amount">{formatEuro(f.forecast.amount)}</strong>, in arrivo
            verso il <strong>{formatDate(f.forecast.issueDate)}</strong> (scadenza{' '}
            {formatDate(f.forecast.dueDate)}), per i consumi dal {formatDate(f.forecast.periodStart)} al{' '}
            {formatDate(f.forecast.periodEnd)}.
          </p>
          <p className="money-forecast__range" data-testid="forecast-range">
            Tra {formatEuro(f.forecast.low)} e {formatEuro(f.forecast.high)}, secondo quanto consumerai.
          </p>
          <details>
            <summary>Cosa assume la previsione</summary>
            <ul>
              {f.forecast.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p className="muted">{f.reason}</p>
      )}
    </article>
  );
}

/**
 * "La prossima bolletta": the expected amount and date of the next bill, with its range and what
 * it assumes — of every active supply on the dashboard, of one on the supply's page.
 */
export function BillForecast({
  customerKey,
  supplyId,
}: {
  customerKey: string | undefined;
  supplyId?: number;
}) {
  const query = useBillForecasts(customerKey, supplyId);
  if (!customerKey) return null;
  return (
    <section className="section money-forecast" aria-labelledby="forecast-title">
      <h2 id="forecast-title">La prossima bolletta</h2>
      <QueryState
        query={query}
        loading="Calcolo della previsione…"
        error="Non è stato possibile calcolare la previsione della prossima bolletta."
        isEmpty={(list) => list.length === 0}
        empty="Nessuna fornitura attiva di cui prevedere la bolletta."
      >
        {(list) => (
          <>
            {list.map((f) => (
              <Forecast key={f.supplyId} f={f} titled={supplyId === undefined} />
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}

export default BillForecast;
