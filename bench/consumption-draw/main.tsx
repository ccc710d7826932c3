// The portal's consumption chart (apps/web ConsumptionChart with the domain's chart data) drawing
// a year of hourly data from one call to the real server. Marks for bench/consumption-draw.mjs:
// `data` when the answer has arrived, `drawn` two frames after the chart's canvas appeared.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { axisLabel, consumptionChartData, type ConsumptionPeriod } from '@sportello/domain';
import { ConsumptionChart } from '../../apps/web/src/features/supplies/components/consumption-chart';
import '../../apps/web/src/styles/global.css';
import '../../apps/web/src/features/supplies/components/supplies.css';

const params = new URLSearchParams(window.location.search);
const query = new URLSearchParams({
  supplyKey: params.get('supplyKey')!,
  detail: 'hourly',
  startDate: params.get('startDate')!,
  endDate: params.get('endDate')!,
});

async function run() {
  // uPlot is fetched first, as the graph route has it by the time data arrives: what is measured
  // is the work on the main thread, not the network.
  await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  const response = await fetch(`/services/rest/portalapi/Erp/v1/consumptions?${query}`, {
    headers: { 'X-Session-Id': params.get('session')! },
  });
  const text = await response.text();
  performance.mark('data');
  const answer = JSON.parse(text).getConsumptionsResponse;
  const items = answer.items as { period: string }[];
  const period: ConsumptionPeriod = {
    detail: 'hourly',
    key: answer.startDate,
    startDate: answer.startDate,
    endDate: answer.endDate,
    labels: items.map((i) => i.period),
  };
  const chart = consumptionChartData(answer.items, period, answer.commodity, false);
  const labels = chart.rows.map((r) => axisLabel('hourly', r.label));
  const root = document.getElementById('root')!;
  const observer = new MutationObserver(() => {
    if (!root.querySelector('canvas')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        performance.mark('drawn');
        Object.assign(window, { __drawn: { points: chart.rows.length, series: chart.series.length } });
      }),
    );
  });
  observer.observe(root, { childList: true, subtree: true });
  createRoot(root).render(
    <StrictMode>
      <ConsumptionChart
        data={chart}
        labels={labels}
        unit={answer.unit}
        description={`orario, dal ${answer.startDate} al ${answer.endDate}, in ${answer.unit}`}
      />
    </StrictMode>,
  );
}

run().catch((error: unknown) => Object.assign(window, { __drawn: { error: String(error) } }));
