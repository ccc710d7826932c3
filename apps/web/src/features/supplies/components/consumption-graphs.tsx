import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { currentOnly, QueryState } from '../../../components/ui/query-state';
import {
  axisLabel,
  BAND_NOTES,
  canShiftPeriod,
  consumptionChartData,
  consumptionDetails,
  consumptionPeriod,
  formatNumber,
  graphLegend,
  GRAPH_LEGEND_TEXTS,
  isTwoPeriodPrice,
  latestPeriodKey,
  legendModeFor,
  parsePeriodKey,
  periodFormat,
  periodKeyOf,
  periodTitle,
  rowLabel,
  romeDay,
  shiftPeriodKey,
  bandCommodity,
  consumptionCsv,
  consumptionCsvName,
  previousYearKey,
  previousYearTotals,
  type ConsumptionDetail,
} from '@sportello/domain';
import { useConsumptions } from '../api/get-consumptions';
import { useSupply } from '../api/get-supply';
import type { SupplyDetail } from '../api/types';
import { ConsumptionChart } from './consumption-chart';
import { SupplyState } from './supply-load-error';
import { IDENTIFIER_LABEL, supplyName } from './supply-labels';
import './supplies.css';

const DETAIL_LABEL: Record<ConsumptionDetail, string> = {
  monthly: 'Mensile',
  daily: 'Giornaliero',
  hourly: 'Orario',
};
const DETAIL_UNIT: Record<ConsumptionDetail, string> = {
  monthly: 'mese',
  daily: 'giorno',
  hourly: 'ora',
};
const SERIES_LABEL = (s: string) => (s === 'Consumo' ? 'Consumo' : `Fascia ${s}`);

function isDetail(value: string | null, allowed: ConsumptionDetail[]): value is ConsumptionDetail {
  return value !== null && (allowed as string[]).includes(value);
}

function Graphs({ supply, routeId, backTo }: { supply: SupplyDetail; routeId: string; backTo?: string }) {
  // Detail and period live in the address (back and forward work); read with the hooks the first
  // bundle already carries (useSearchParams would add to it).
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const today = romeDay(new Date());
  const details = consumptionDetails(supply.hourly);
  const detailParam = params.get('detail');
  const detail: ConsumptionDetail = isDetail(detailParam, details) ? detailParam : 'monthly';
  const key = parsePeriodKey(detail, params.get('period'), today) ?? latestPeriodKey(detail, today);
  const period = useMemo(() => consumptionPeriod(detail, key), [detail, key]);
  const electricity = supply.commodity === 'luce';
  // The supply's detail carries its offer: no call of its own (a CRM hand-over may read only the
  // supply and its consumption).
  const twoPeriod = electricity && supply.offer ? isTwoPeriodPrice(supply.offer.prices) : false;
  const [showTable, setShowTable] = useState(false);
  const compare = params.get('confronto') === '1';
  const previousPeriod = useMemo(
    () => consumptionPeriod(detail, previousYearKey(detail, key)),
    [detail, key],
  );
  const tableId = useId();
  const titleId = useId();

  const consumptions = useConsumptions({
    supply: routeId,
    detail,
    startDate: period.startDate,
    endDate: period.endDate,
  });
  const previousConsumptions = useConsumptions(
    {
      supply: routeId,
      detail,
      startDate: previousPeriod.startDate,
      endDate: previousPeriod.endDate,
    },
    compare,
  );
  const current = consumptions.data;
  const fresh = current && current.detail === detail && current.startDate === period.startDate;
  const chart = useMemo(
    () => (current ? consumptionChartData(current.columns, period, supply.commodity, twoPeriod) : null),
    [current, period, supply.commodity, twoPeriod],
  );
  const labels = useMemo(() => chart?.labels.map((l) => axisLabel(detail, l)) ?? [], [chart, detail]);
  const previousAnswer = previousConsumptions.data;
  const previousFresh =
    compare &&
    !!previousAnswer &&
    previousAnswer.detail === detail &&
    previousAnswer.startDate === previousPeriod.startDate;
  const previous = useMemo(
    () =>
      previousFresh && chart && previousAnswer
        ? previousYearTotals(
            chart,
            consumptionChartData(previousAnswer.columns, previousPeriod, supply.commodity, twoPeriod),
          )
        : null,
    [previousFresh, chart, previousAnswer, previousPeriod, supply.commodity, twoPeriod],
  );
  const legend = graphLegend({
    period: periodFormat(detail),
    mode: legendModeFor(supply.commodity),
    commodity: bandCommodity(supply.commodity),
    twoPeriod,
  });
  const unit = current?.unit ?? supply.consumptionUnit;
  const title = periodTitle(detail, key);

  const toggleCompare = () => {
    const next = new URLSearchParams(params);
    if (compare) next.delete('confronto');
    else next.set('confronto', '1');
    navigate({ search: `?${next.toString()}` }, { replace: true });
  };
  const downloadCsv = () => {
    if (!chart) return;
    const csv = consumptionCsv({ detail, data: chart, unit, supplyCode: supply.podPdr });
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = consumptionCsvName(supply.podPdr, detail, key);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const go = (nextDetail: ConsumptionDetail, nextKey: string) => {
    const next = new URLSearchParams(params);
    next.set('detail', nextDetail);
    next.set('period', nextKey);
    navigate({ search: `?${next.toString()}` }, { replace: true });
  };
  const chooseDetail = (d: ConsumptionDetail) => {
    // The new detail shows the end of the period in view (the newest one with data at most).
    const latest = latestPeriodKey(d, today);
    const proposed = periodKeyOf(d, period.endDate);
    go(d, parsePeriodKey(d, proposed > latest ? latest : proposed, today) ?? latest);
  };

  return (
    <>
      <p className="muted">
        <strong>{supplyName(supply)}</strong> · {IDENTIFIER_LABEL[supply.commodity]} {supply.podPdr}
        {backTo && (
          <>
            {' '}
            · <Link to={backTo}>Torna alla fornitura</Link>
          </>
        )}
      </p>

      <div className="graph-controls">
        <div className="graph-details" role="group" aria-label="Dettaglio dei consumi">
          {details.map((d) => (
            <button
              key={d}
              type="button"
              className="button"
              aria-pressed={d === detail}
              onClick={() => chooseDetail(d)}
            >
              {DETAIL_LABEL[d]}
            </button>
          ))}
        </div>
        <div className="graph-nav">
          <button
            type="button"
            className="button"
            aria-label="Periodo precedente"
            disabled={!canShiftPeriod(detail, key, -1, today)}
            onClick={() => go(detail, shiftPeriodKey(detail, key, -1))}
          >
            ‹
          </button>
          <h2 className="graph-nav__title" id={titleId} aria-live="polite" data-testid="graph-period">
            {title}
          </h2>
          <button
            type="button"
            className="button"
            aria-label="Periodo successivo"
            disabled={!canShiftPeriod(detail, key, 1, today)}
            onClick={() => go(detail, shiftPeriodKey(detail, key, 1))}
          >
            ›
          </button>
        </div>
      </div>
      {!supply.hourly && (
        <p className="muted">
          Il dettaglio giornaliero e orario è disponibile solo per le forniture con misura oraria.
        </p>
      )}

      <QueryState
        // The chart of the period in view: while another period loads, the old one is not shown.
        query={currentOnly(consumptions, !!fresh, chart ?? undefined)}
        loading="Caricamento dei consumi…"
        error="Non è stato possibile caricare i consumi."
      >
        {(chart) => (
          <section aria-labelledby={titleId} data-testid="graph-data" data-detail={detail}>
            <div className="graph-tools">
              <button
                type="button"
                className="button"
                aria-pressed={compare}
                onClick={toggleCompare}
                data-testid="compare-toggle"
              >
                Confronta con l’anno precedente
              </button>
              <button type="button" className="button" onClick={downloadCsv} data-testid="csv-download">
                Scarica i dati (CSV)
              </button>
            </div>
            {compare && (
              <QueryState
                query={{
                  isPending: !previousFresh,
                  isError: previousConsumptions.isError,
                  isFetching: previousConsumptions.isFetching,
                  data: previousFresh || undefined,
                  refetch: previousConsumptions.refetch,
                }}
                loading="Caricamento dei consumi dell’anno precedente…"
                error="Non è stato possibile caricare i consumi dell’anno precedente."
              >
                {() => null}
              </QueryState>
            )}
            <ConsumptionChart
              data={chart}
              labels={labels}
              unit={unit}
              previous={previous}
              description={`${DETAIL_LABEL[detail].toLowerCase()}, ${title}, in ${unit}${
                previous ? ', con l’anno precedente accanto' : ''
              }`}
            />
            <ul className="graph-summary" aria-label="Totali del periodo">
              {chart.series.map((s, i) => (
                <li key={s}>
                  <span className={`graph-swatch graph-swatch--${i}`} aria-hidden="true" />
                  {SERIES_LABEL(s)}: {formatNumber(chart.values[i]!.reduce((sum, v) => sum + v, 0))} {unit}
                </li>
              ))}
              {chart.series.length > 1 && (
                <li>
                  <strong data-testid="graph-total">
                    Totale: {formatNumber(chart.totals.reduce((sum, v) => sum + v, 0))} {unit}
                  </strong>
                </li>
              )}
              {previous && (
                <li data-testid="previous-total">
                  <span className="graph-swatch graph-swatch--previous" aria-hidden="true" />
                  Stesso periodo dell’anno precedente ({periodTitle(detail, previousPeriod.key)}):{' '}
                  {formatNumber(previous.reduce<number>((sum, v) => sum + (v ?? 0), 0))} {unit}
                </li>
              )}
            </ul>

            <p>
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={showTable}
                aria-controls={tableId}
                onClick={() => setShowTable((v) => !v)}
              >
                {showTable ? 'Nascondi la tabella dei dati' : 'Mostra la tabella dei dati'}
              </button>
            </p>
            <div
              id={tableId}
              className={showTable ? 'data-table-wrap' : 'visually-hidden'}
              {...(showTable ? { role: 'region', 'aria-label': 'Tabella dei dati', tabIndex: 0 } : {})}
            >
              <table className="data-table" data-testid="consumption-table">
                <caption>
                  Consumi per {DETAIL_UNIT[detail]}, {title} ({unit})
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{DETAIL_LABEL[detail] === 'Orario' ? 'Ora' : 'Periodo'}</th>
                    {chart.series.map((s) => (
                      <th scope="col" key={s}>
                        {SERIES_LABEL(s)}
                      </th>
                    ))}
                    {chart.series.length > 1 && <th scope="col">Totale</th>}
                    {previous && <th scope="col">Anno precedente</th>}
                  </tr>
                </thead>
                <tbody>
                  {chart.labels.map((label, index) => (
                    <tr key={label}>
                      <th scope="row">
                        {rowLabel(detail, label)}
                        {chart.estimated[index] ? ' (stimato)' : ''}
                      </th>
                      {chart.values.map((column, i) => (
                        <td key={chart.series[i]}>{formatNumber(column[index]!)}</td>
                      ))}
                      {chart.series.length > 1 && <td>{formatNumber(chart.totals[index]!)}</td>}
                      {previous && <td>{previous[index] === null ? '—' : formatNumber(previous[index])}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </QueryState>

      <section className="graph-legend" aria-labelledby={`${titleId}-legenda`} data-testid="graph-legend">
        <h2 id={`${titleId}-legenda`} className="visually-hidden">
          Legenda
        </h2>
        <p data-testid="legend-consumption">{GRAPH_LEGEND_TEXTS.consumption(unit)}</p>
        {legend.yearNote && <p data-testid="legend-year">{GRAPH_LEGEND_TEXTS.year(key.slice(0, 4))}</p>}
        {legend.bands.length > 0 && (
          <ul aria-label="Fasce orarie">
            {legend.bands.map((b) => (
              <li key={b} data-testid="legend-band">
                {BAND_NOTES[b]}
              </li>
            ))}
          </ul>
        )}
        {legend.textNote && <p data-testid="legend-text">{GRAPH_LEGEND_TEXTS.text}</p>}
      </section>
    </>
  );
}

/** The consumption graphs of a supply (by id, or by code on the CRM's anonymous route). */
export function ConsumptionGraphs({ id, backTo }: { id: string; backTo?: string }) {
  const supply = useSupply(id);
  return (
    <div className="supplies">
      <h1>Grafici dei consumi</h1>
      <SupplyState query={supply}>
        {(data) => <Graphs supply={data} routeId={id} {...(backTo ? { backTo } : {})} />}
      </SupplyState>
    </div>
  );
}
