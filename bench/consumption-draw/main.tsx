// The portal's consumption chart (apps/web ConsumptionChart with the domain's chart data) drawing
// a year of hourly data from one call to the real server (its columns: issue 23). Marks for
// bench/consumption-draw.mjs: `data` when the answer has arrived, `drawn` two frames after the
// chart's canvas appeared; what lies between (parsing, the chart's data, uPlot's draw) is measured.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { slotCount, slotDay } from '@sportello/contract/consumption-columns';
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
  const { columns } = answer;
  // The year's hours, as the graphs' period of one day is hours: one label a slot.
  const slots = slotCount('hour', answer.startDate, answer.endDate);
  const hours = new Array<string>(slots);
  for (let d = 0; d < slots; d += 24) {
    const day = slotDay('hour', answer.startDate, d);
    for (let h = 0; h < 24; h++) hours[d + h] = `${day}T${h < 10 ? '0' : ''}${h}`;
  }
  const period: ConsumptionPeriod = {
    detail: 'hourly',
    key: answer.startDate,
    startDate: answer.startDate,
    endDate: answer.endDate,
    labels: hours,
  };
  const chart = consumptionChartData(columns, period, answer.commodity, false);
  const labels = chart.labels.map((l) => axisLabel('hourly', l));
  const root = document.getElementById('root')!;
  const observer = new MutationObserver(() => {
    if (!root.querySelector('canvas')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        performance.mark('drawn');
        Object.assign(window, { __drawn: { points: chart.labels.length, series: chart.series.length } });
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
