import { formatNumber, type ChartData } from '@sportello/domain';
import { useChart } from '../../../components/ui/use-chart';

export interface ConsumptionChartProps {
  data: ChartData;
  /** Axis labels, one per row. */
  labels: string[];
  unit: string;
  /** What the chart shows, for its accessible name. */
  description: string;
  /** The previous year's totals, row by row, drawn as bars beside the current ones. */
  previous?: Array<number | null> | null;
}

/** Series colours: CSS variables of the brand (supplies.css), never a colour named here. */
const SERIES_VARS = ['--chart-f1', '--chart-f2', '--chart-f3'];

/**
 * The consumption bar chart, stacked by band. uPlot (and its CSS) load on first draw
 * (useChart), so that only the graph routes carry them. The canvas is described by an accessible
 * name; its figures are in the data table beside it.
 */
export function ConsumptionChart({
  data,
  labels,
  unit,
  description,
  previous = null,
}: ConsumptionChartProps) {
  const ref = useChart(
    ({ UPlot, css }) => {
      const xs = data.rows.map((_, i) => i);
      // Stacked bars: each band drawn as the running sum, the tallest first, so the lower bands
      // paint over it.
      const sums = data.series.map((_, s) =>
        data.rows.map((row) => row.values.slice(0, s + 1).reduce((a, v) => a + v, 0)),
      );
      const order = data.series.map((_, s) => s).reverse();
      // With the previous year the current bars take the left half of each slot, the previous the right.
      const bars = previous
        ? UPlot.paths.bars!({ size: [0.4, 24], gap: 1, align: -1 })
        : UPlot.paths.bars!({ size: [0.7, 48], gap: 1 });
      const previousBars = UPlot.paths.bars!({ size: [0.4, 24], gap: 1, align: 1 });
      return {
        options: {
          legend: { show: false },
          cursor: { show: false },
          scales: {
            x: { time: false, range: [-0.5, Math.max(0.5, xs.length - 0.5)] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          },
          axes: [
            {
              stroke: css('--chart-text'),
              grid: { show: false },
              ticks: { show: false },
              incrs: [1, 2, 3, 4, 6, 12],
              space: 26,
              values: (_u, splits) => splits.map((v) => labels[v] ?? ''),
            },
            {
              stroke: css('--chart-text'),
              grid: { stroke: css('--chart-grid'), width: 1 },
              ticks: { show: false },
              size: 56,
              values: (_u, splits) => splits.map((v) => formatNumber(v)),
              label: unit,
            },
          ],
          series: [
            {},
            ...order.map((s) => ({
              label: String(data.series[s]),
              fill: css(SERIES_VARS[s] ?? '--chart-total'),
              stroke: css(SERIES_VARS[s] ?? '--chart-total'),
              width: 0,
              paths: bars,
              points: { show: false },
            })),
            ...(previous
              ? [
                  {
                    label: 'Anno precedente',
                    fill: css('--chart-previous'),
                    stroke: css('--chart-previous'),
                    width: 0,
                    paths: previousBars,
                    points: { show: false },
                  },
                ]
              : []),
          ],
        },
        data: [xs, ...order.map((s) => sums[s]!), ...(previous ? [previous] : [])],
      };
    },
    [data, labels, unit, previous],
  );

  return (
    <div
      ref={ref}
      className="graph-chart"
      role="img"
      aria-label={`Grafico a barre dei consumi, ${description}. I valori sono nella tabella dei dati.`}
      data-testid="consumption-chart"
      data-previous={previous ? 'true' : undefined}
    />
  );
}

export default ConsumptionChart;
