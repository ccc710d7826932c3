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

/** At most one bar per this many pixels of width: more bars than that cannot be told apart. */
const PIXELS_PER_BAR = 2;

/**
 * The stacked bars to draw, at most `bars` of them: each band as the running sum of the bands
 * below it (drawn tallest first, so that the lower bands paint over it). Past `bars` rows, each
 * bar stands for a run of rows and takes, level by level, the highest running sum of the run: what
 * drawing every row's bar in the same pixels would show, at a fraction of the work. Typed arrays,
 * one pass, no object per row (a year of hours is 8,760 rows).
 */
export function stackedBars(
  data: ChartData,
  previous: ReadonlyArray<number | null> | null,
  bars: number,
): { xs: Float64Array; levels: Float64Array[]; previous: Array<number | null> | null; rowsPerBar: number } {
  const rows = data.labels.length;
  const rowsPerBar = Math.max(1, Math.ceil(rows / Math.max(1, bars)));
  const n = Math.ceil(rows / rowsPerBar);
  const levels = data.series.map(() => new Float64Array(n));
  const prev = previous ? new Array<number | null>(n).fill(null) : null;
  const columns = data.values;
  for (let r = 0; r < rows; r++) {
    const b = Math.floor(r / rowsPerBar);
    let sum = 0;
    for (let s = 0; s < columns.length; s++) {
      sum += columns[s]![r]!;
      if (sum > levels[s]![b]!) levels[s]![b] = sum;
    }
    const p = previous?.[r];
    if (prev && p !== null && p !== undefined && (prev[b] === null || p > prev[b]!)) prev[b] = p;
  }
  const xs = new Float64Array(n);
  for (let i = 0; i < n; i++) xs[i] = i;
  return { xs, levels, previous: prev, rowsPerBar };
}

/**
 * The consumption bar chart, stacked by band. uPlot (and its CSS) load on first draw
 * (useChart), so that only the graph routes carry them. The canvas is described by an accessible
 * name; its figures are in the data table beside it. More rows than the width can show (a year of
 * hours) are drawn as one bar per two pixels (stackedBars).
 */
export function ConsumptionChart({
  data,
  labels,
  unit,
  description,
  previous = null,
}: ConsumptionChartProps) {
  const ref = useChart(
    ({ UPlot, css, el }) => {
      const width = Math.max(280, el.clientWidth);
      const stack = stackedBars(data, previous, Math.floor(width / PIXELS_PER_BAR));
      const { xs, levels, rowsPerBar } = stack;
      // Axis steps in bars: the usual ones, then whole days, weeks and months of rows.
      const incrs = [1, 2, 3, 4, 6, 12, 24, 48, 96, 168, 336, 720, 1440, 2880, 4320, 8760]
        .map((rows) => Math.max(1, Math.round(rows / rowsPerBar)))
        .filter((v, i, all) => all.indexOf(v) === i);
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
              incrs,
              space: 26,
              values: (_u, splits) => splits.map((v) => labels[v * rowsPerBar] ?? ''),
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
        data: [
          xs as unknown as number[],
          ...order.map((s) => levels[s]! as unknown as number[]),
          ...(stack.previous ? [stack.previous] : []),
        ],
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
