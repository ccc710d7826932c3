// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ChartData } from '@sportello/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsumptionChart, stackedBars } from './consumption-chart';

interface Drawn {
  options: { series: Array<{ label?: string }>; axes: Array<{ label?: string; values?: unknown }> };
  data: Array<Array<number | null>>;
}
const drawn = vi.hoisted(() => [] as Drawn[]);
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    constructor(options: Drawn['options'], data: Drawn['data']) {
      drawn.push({ options, data });
    }
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

const bands: ChartData = {
  series: ['F1', 'F2', 'F3'],
  labels: ['2026-01', '2026-02'],
  values: [
    [10, 8],
    [5, 4],
    [2, 1],
  ],
  totals: [17, 13],
  estimated: [false, true],
};
/** The drawn columns as plain arrays (the chart hands uPlot typed arrays). */
const plain = (data: Drawn['data']) => data.map((column) => Array.from(column));
const labels = ['gen', 'feb'];

describe('ConsumptionChart', () => {
  it('an image described for screen readers, marked when it compares years', () => {
    const { rerender } = render(
      <ConsumptionChart data={bands} labels={labels} unit="kWh" description="mensile, 2026" />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toBe(
      'Grafico a barre dei consumi, mensile, 2026. I valori sono nella tabella dei dati.',
    );
    expect(img.hasAttribute('data-previous')).toBe(false);
    rerender(
      <ConsumptionChart data={bands} labels={labels} unit="kWh" description="mensile" previous={[1, 2]} />,
    );
    expect(screen.getByRole('img').getAttribute('data-previous')).toBe('true');
  });

  it('stacked bands: each band drawn as the running sum, the tallest first', async () => {
    render(<ConsumptionChart data={bands} labels={labels} unit="kWh" description="mensile" />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    const { options, data } = drawn[0]!;
    expect(options.series.slice(1).map((s) => s.label)).toEqual(['F3', 'F2', 'F1']);
    expect(plain(data)).toEqual([
      [0, 1],
      [17, 13],
      [15, 12],
      [10, 8],
    ]);
    expect(options.axes[1]?.label).toBe('kWh');
  });

  it('the previous year as a series of its own, after the bands', async () => {
    render(
      <ConsumptionChart
        data={bands}
        labels={labels}
        unit="Smc"
        description="mensile"
        previous={[12, null]}
      />,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    const { options, data } = drawn[0]!;
    expect(options.series.at(-1)?.label).toBe('Anno precedente');
    expect(data.at(-1)).toEqual([12, null]);
  });

  it('new figures redraw the chart', async () => {
    const { rerender } = render(<ConsumptionChart data={bands} labels={labels} unit="kWh" description="a" />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    rerender(
      <ConsumptionChart
        data={{ series: ['Consumo'], labels: ['2026-01'], values: [[3]], totals: [3], estimated: [false] }}
        labels={['gen']}
        unit="Smc"
        description="a"
      />,
    );
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(plain(drawn[1]!.data)).toEqual([[0], [3]]);
  });
});

describe('stackedBars', () => {
  // A year of hours: 8,760 rows, F1 1 kWh and F2 0.5 kWh, a peak of 9 kWh of F3 at row 5,000.
  const rows = 8760;
  const year: ChartData = {
    series: ['F1', 'F2', 'F3'],
    labels: Array.from({ length: rows }, (_, i) => String(i)),
    values: [
      new Array<number>(rows).fill(1),
      new Array<number>(rows).fill(0.5),
      new Array<number>(rows).fill(0),
    ],
    totals: new Array<number>(rows).fill(1.5),
    estimated: new Array<boolean>(rows).fill(false),
  };
  year.values[2]![5000] = 9;

  it('as many bars as rows while they fit', () => {
    const out = stackedBars(bands, [12, null], 640);
    expect(out.rowsPerBar).toBe(1);
    expect(out.levels.map((l) => Array.from(l))).toEqual([
      [10, 8],
      [15, 12],
      [17, 13],
    ]);
    expect(out.previous).toEqual([12, null]);
  });

  it('more rows than bars: runs of rows, each level the highest running sum of its run (peaks kept)', () => {
    const out = stackedBars(year, null, 640);
    expect(out.rowsPerBar).toBe(14);
    expect(out.xs).toHaveLength(Math.ceil(rows / 14));
    const peak = Math.floor(5000 / 14);
    expect(out.levels[2]![peak]).toBe(10.5);
    expect(out.levels[2]![peak - 1]).toBe(1.5);
    expect(out.levels[0]![peak]).toBe(1);
    expect(out.levels[1]![0]).toBe(1.5);
  });
});
