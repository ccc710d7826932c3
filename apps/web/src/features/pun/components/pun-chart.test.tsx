// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PunChart, type PunChartHour } from './pun-chart';

interface Drawn {
  options: { series: Array<{ label?: string; scale?: string }>; axes: Array<{ label?: string }> };
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

const hours: PunChartHour[] = [
  { hour: 0, price: 0.1, band: 'F3', kWh: null },
  { hour: 8, price: 0.15, band: 'F1', kWh: null },
  { hour: 20, price: 0.12, band: 'F2', kWh: null },
];

describe('PunChart', () => {
  it('an image named by the day, its figures being in the table', () => {
    render(<PunChart hours={hours} description="24-11-2026, in euro per kWh per fascia" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Grafico del PUN ora per ora, 24-11-2026, in euro per kWh per fascia. I valori sono nella tabella.',
    );
  });

  it('one bar series per band, each price in its own band only', async () => {
    render(<PunChart hours={hours} description="oggi" />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    const { options, data } = drawn[0]!;
    expect(options.series.slice(1).map((s) => s.label)).toEqual(['F1', 'F2', 'F3']);
    expect(data).toEqual([
      [0, 8, 20],
      [null, 0.15, null],
      [null, null, 0.12],
      [0.1, null, null],
    ]);
    expect(options.axes.map((a) => a.label)).toEqual([undefined, '€/kWh']);
  });

  it('with the customer’s use: a kWh line on its own axis', async () => {
    render(
      <PunChart hours={hours.map((h, i) => ({ ...h, kWh: i === 1 ? null : i + 0.5 }))} description="oggi" />,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    const { options, data } = drawn[0]!;
    expect(options.series.at(-1)).toMatchObject({ label: 'kWh', scale: 'kwh' });
    expect(data.at(-1)).toEqual([0.5, null, 2.5]);
    expect(options.axes.map((a) => a.label)).toEqual([undefined, '€/kWh', 'kWh']);
  });
});
