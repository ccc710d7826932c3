// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ChartData } from '@sportello/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsumptionChart } from './consumption-chart';

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
  rows: [
    { label: '2026-01', values: [10, 5, 2], total: 17, estimated: false },
    { label: '2026-02', values: [8, 4, 1], total: 13, estimated: true },
  ],
};
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
    expect(data).toEqual([
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
        data={{ series: ['Consumo'], rows: [{ label: '2026-01', values: [3], total: 3, estimated: false }] }}
        labels={['gen']}
        unit="Smc"
        description="a"
      />,
    );
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[1]!.data).toEqual([[0], [3]]);
  });
});
