import { useChart } from '../../../components/ui/use-chart';

export interface PunChartHour {
  hour: number;
  price: number;
  band: 'F1' | 'F2' | 'F3';
  kWh: number | null;
}

const BAND_VAR = { F1: '--chart-f1', F2: '--chart-f2', F3: '--chart-f3' } as const;
const priceFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const kwhFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/**
 * The day's PUN hour by hour: bars coloured by band (F1, F2, F3), and the customer's hourly
 * consumption as a line on a second axis. uPlot loads on the first draw (useChart), so only the
 * graph routes carry it. The figures are in the table beside it.
 */
export function PunChart({ hours, description }: { hours: PunChartHour[]; description: string }) {
  const ref = useChart(
    ({ UPlot, css }) => {
      const xs = hours.map((h) => h.hour);
      const withUse = hours.some((h) => h.kWh !== null);
      const bars = UPlot.paths.bars!({ size: [0.7, 40], gap: 1 });
      const bandSeries = (['F1', 'F2', 'F3'] as const).map((band) => ({
        label: band,
        fill: css(BAND_VAR[band]),
        stroke: css(BAND_VAR[band]),
        width: 0,
        paths: bars,
        points: { show: false },
        scale: 'price',
      }));
      return {
        options: {
          legend: { show: false },
          cursor: { show: false },
          scales: {
            x: { time: false, range: [-0.5, 23.5] },
            price: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
            kwh: { range: (_u, _min, max) => [0, max > 0 ? max * 1.2 : 1] },
          },
          axes: [
            {
              stroke: css('--chart-text'),
              grid: { show: false },
              ticks: { show: false },
              incrs: [1, 2, 3, 4, 6],
              space: 26,
              values: (_u, splits) => splits.map((v) => String(v)),
            },
            {
              scale: 'price',
              stroke: css('--chart-text'),
              grid: { stroke: css('--chart-grid'), width: 1 },
              ticks: { show: false },
              size: 56,
              values: (_u, splits) => splits.map((v) => priceFormat.format(v)),
              label: '€/kWh',
            },
            ...(withUse
              ? [
                  {
                    scale: 'kwh',
                    side: 1,
                    stroke: css('--chart-text'),
                    grid: { show: false },
                    ticks: { show: false },
                    size: 48,
                    values: (_u: unknown, splits: number[]) => splits.map((v) => kwhFormat.format(v)),
                    label: 'kWh',
                  },
                ]
              : []),
          ],
          series: [
            {},
            ...bandSeries,
            ...(withUse
              ? [
                  {
                    label: 'kWh',
                    stroke: css('--chart-line'),
                    width: 2,
                    scale: 'kwh',
                    points: { show: true, size: 5 },
                  },
                ]
              : []),
          ],
        },
        data: [
          xs,
          ...(['F1', 'F2', 'F3'] as const).map((band) =>
            hours.map((h) => (h.band === band ? h.price : null)),
          ),
          ...(withUse ? [hours.map((h) => h.kWh)] : []),
        ],
      };
    },
    [hours],
  );

  return (
    <div
      ref={ref}
      className="graph-chart"
      role="img"
      aria-label={`Grafico del PUN ora per ora, ${description}. I valori sono nella tabella.`}
      data-testid="pun-chart"
    />
  );
}

export default PunChart;
