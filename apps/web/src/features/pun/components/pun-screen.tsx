import { consumptionRows } from '@sportello/contract/consumption-columns';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  addDays,
  averagePrice,
  BAND_NOTES,
  bandAverages,
  energyCostAtPun,
  firstOfMonth,
  formatDate,
  formatEuro,
  formatNumber,
  lastOfMonth,
  priceBandOfHour,
} from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { ContractPicker } from '../../../components/ui/contract-picker';
import { Field } from '../../../components/ui/field';
import { currentOnly, QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useDayConsumption, useHourlySupplies } from '../api/get-hourly-supplies';
import { useQuotations } from '../api/get-quotations';
import './pun.css';

const PunChart = lazy(() => import('./pun-chart'));

const price = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const kwh = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const cents = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const perKwh = (v: number | null | undefined) => (v == null ? '—' : `${price.format(v)} €/kWh`);
const monthName = (day: string) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 7)}-01T00:00:00Z`),
  );
const weekday = (day: string) =>
  new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** /pun: the hourly national price (PUN) of a day, and for an hourly supply what that day cost. */
export function PunScreen({ customerKey }: { customerKey?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const asked = params.get('giorno');
  const supplyParam = params.get('fornitura');
  const titleId = useId();

  const hourly = useQuotations({ detail: 'hourly', ...(isDay(asked) ? { startDate: asked } : {}) });
  const data = hourly.data;
  const day = data?.startDate;
  const fresh = !!data && (!isDay(asked) || data.startDate === asked);
  const monthly = useQuotations(
    {
      detail: 'monthly',
      startDate: day ? firstOfMonth(day) : '',
      endDate: day && data ? (lastOfMonth(day) < data.lastDate ? lastOfMonth(day) : data.lastDate) : '',
    },
    !!day,
  );
  const hourlySupplies = useHourlySupplies(customerKey);
  const supply =
    hourlySupplies.supplies.find((s) => String(s.id) === supplyParam) ?? hourlySupplies.supplies[0];
  const consumption = useDayConsumption(supply?.id, fresh ? day : undefined);

  const prices = useMemo(
    () => (fresh ? data.quotations.map((q) => ({ hour: q.hour ?? 0, price: q.price })) : []),
    [fresh, data],
  );
  const uses = useMemo(
    () =>
      consumption.data && !consumption.isPlaceholderData
        ? consumptionRows(consumption.data.columns).map((i) => ({ hour: i.hour ?? 0, kWh: i.total }))
        : [],
    [consumption.data, consumption.isPlaceholderData],
  );
  const cost = useMemo(() => energyCostAtPun(uses, prices), [uses, prices]);
  const hours = useMemo(
    () =>
      day
        ? prices.map((p) => ({
            hour: p.hour,
            price: p.price,
            band: priceBandOfHour(day, p.hour),
            kWh: uses.find((u) => u.hour === p.hour)?.kWh ?? null,
          }))
        : [],
    [day, prices, uses],
  );
  const bands = day ? bandAverages(day, prices) : {};
  const monthAverage = monthly.data?.quotations[0]?.price ?? null;

  const go = (next: { giorno?: string; fornitura?: string }) => {
    const q = new URLSearchParams(params);
    if (next.giorno) q.set('giorno', next.giorno);
    if (next.fornitura) q.set('fornitura', next.fornitura);
    navigate({ search: `?${q.toString()}` }, { replace: true });
  };

  const refused = hourly.error instanceof ApiError && hourly.error.status === 400 ? hourly.error : null;
  const showCost = !!supply && fresh && uses.length > 0;

  return (
    <div className="pun">
      <h1>Prezzo dell’energia ora per ora (PUN)</h1>
      <p className="muted">
        Il PUN (Prezzo Unico Nazionale) è il prezzo all’ingrosso dell’energia elettrica, diverso per ogni ora
        del giorno. Con un’offerta a prezzo orario paghi l’energia al PUN dell’ora in cui la consumi, più lo
        spread della tua offerta.
      </p>

      <div className="graph-controls">
        <div className="graph-nav">
          <button
            type="button"
            className="button"
            aria-label="Giorno precedente"
            disabled={!data || !day || day <= data.firstDate}
            onClick={() => day && go({ giorno: addDays(day, -1) })}
          >
            ‹
          </button>
          <Field label="Giorno" className="pun-date">
            <input
              type="date"
              value={day ?? ''}
              min={data?.firstDate}
              max={data?.lastDate}
              onChange={(e) => {
                const v = e.target.value;
                if (isDay(v) && data && v >= data.firstDate && v <= data.lastDate) go({ giorno: v });
              }}
            />
          </Field>
          <button
            type="button"
            className="button"
            aria-label="Giorno successivo"
            disabled={!data || !day || day >= data.lastDate}
            onClick={() => day && go({ giorno: addDays(day, 1) })}
          >
            ›
          </button>
        </div>
        <ContractPicker
          label="Fornitura"
          items={hourlySupplies.supplies}
          value={supply ? String(supply.id) : undefined}
          onChange={(id) => go({ fornitura: id })}
          itemKey={(s) => String(s.id)}
          itemLabel={(s) => `${s.nickname ?? s.podPdr} (${s.podPdr})`}
        />
      </div>

      {refused && (
        <Alert tone="error" data-testid="pun-error">
          {refused.message}{' '}
          <button type="button" className="button button--ghost" onClick={() => navigate({ search: '' })}>
            Mostra l’ultimo giorno disponibile
          </button>
        </Alert>
      )}
      {!refused && (
        <QueryState
          // The day in view: while another day loads, the old one is not shown.
          query={currentOnly(hourly, fresh, day || undefined)}
          loading="Caricamento del PUN…"
          error="Non è stato possibile caricare il PUN."
        >
          {(day) => (
            <section aria-labelledby={titleId} data-testid="pun-day" data-day={day}>
              <h2 id={titleId} aria-live="polite">
                {weekday(day)} {formatDate(day)}
              </h2>
              <ul className="pun-figures" aria-label="Medie del PUN">
                <li>
                  <span>Media del giorno</span>{' '}
                  <strong data-testid="pun-day-average">{perKwh(averagePrice(prices))}</strong>
                </li>
                <li>
                  <span>Media di {monthName(day)}</span>{' '}
                  <strong data-testid="pun-month-average">{monthly.data ? perKwh(monthAverage) : '…'}</strong>
                </li>
                {(['F1', 'F2', 'F3'] as const).map((b) => (
                  <li key={b}>
                    <span>Media {b}</span> <strong data-testid={`pun-band-${b}`}>{perKwh(bands[b])}</strong>
                  </li>
                ))}
              </ul>

              {supply && (
                <div className="pun-cost" data-testid="pun-cost-box">
                  <QueryState
                    query={{
                      ...consumption,
                      isPending: consumption.isPending,
                      data: consumption.isPending ? undefined : uses,
                    }}
                    loading="Caricamento dei tuoi consumi…"
                    error="Non è stato possibile caricare i tuoi consumi di questo giorno."
                    isEmpty={(list) => list.length === 0}
                    empty={
                      <p className="notice notice--info">
                        I consumi orari di {formatDate(day)} non sono ancora disponibili: arrivano dal
                        distributore il giorno dopo.
                      </p>
                    }
                  >
                    {() => null}
                  </QueryState>
                  {showCost && (
                    <p className="notice" data-testid="pun-cost">
                      Il {formatDate(day)} la fornitura {supply.nickname ?? supply.podPdr} ha consumato{' '}
                      <strong data-testid="pun-cost-kwh">{formatNumber(cost.kWh)} kWh</strong>: al PUN ora per
                      ora l’energia è costata{' '}
                      <strong data-testid="pun-cost-euro">{formatEuro(cost.cents / 100)}</strong> (solo la
                      componente energia, senza spread, oneri di rete e imposte).
                    </p>
                  )}
                </div>
              )}

              <Suspense fallback={<div className="graph-chart" aria-hidden="true" />}>
                <PunChart hours={hours} description={`${formatDate(day)}, in euro per kWh per fascia`} />
              </Suspense>
              <ul className="graph-summary" aria-label="Legenda del grafico">
                {(['F1', 'F2', 'F3'] as const).map((b, i) => (
                  <li key={b}>
                    <span className={`graph-swatch graph-swatch--${i}`} aria-hidden="true" />
                    Fascia {b}
                  </li>
                ))}
                {showCost && (
                  <li>
                    <span className="graph-swatch pun-swatch-line" aria-hidden="true" />I tuoi consumi (kWh)
                  </li>
                )}
              </ul>

              <div className="data-table-wrap" role="region" aria-label="PUN ora per ora" tabIndex={0}>
                <table className="data-table" data-testid="pun-table">
                  <caption>PUN ora per ora del {formatDate(day)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Ora</th>
                      <th scope="col">Fascia</th>
                      <th scope="col">PUN (€/kWh)</th>
                      {showCost && <th scope="col">Consumo (kWh)</th>}
                      {showCost && <th scope="col">Costo (€)</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {hours.map((h) => (
                      <tr key={h.hour}>
                        <th scope="row">
                          {String(h.hour).padStart(2, '0')}–{String(h.hour + 1).padStart(2, '0')}
                        </th>
                        <td>{h.band}</td>
                        <td>{price.format(h.price)}</td>
                        {showCost && <td>{h.kWh === null ? '—' : kwh.format(h.kWh)}</td>}
                        {showCost && (
                          <td>
                            {(() => {
                              const c = cost.hours.find((x) => x.hour === h.hour);
                              return c ? cents.format(c.cents / 100) : '—';
                            })()}
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>

              <ul className="graph-legend" aria-label="Fasce orarie">
                {(['F1', 'F2', 'F3'] as const).map((b) => (
                  <li key={b}>{BAND_NOTES[b]}</li>
                ))}
              </ul>
            </section>
          )}
        </QueryState>
      )}
    </div>
  );
}
