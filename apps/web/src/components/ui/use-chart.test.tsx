// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultChartSize, useChart } from './use-chart';

const made: Array<{
  options: Record<string, unknown>;
  data: unknown;
  el: HTMLElement;
  destroy: ReturnType<typeof vi.fn>;
  setSize: ReturnType<typeof vi.fn>;
}> = [];

vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    destroy = vi.fn();
    setSize = vi.fn();
    constructor(options: Record<string, unknown>, data: unknown, el: HTMLElement) {
      made.push({ options, data, el, destroy: this.destroy, setSize: this.setSize });
    }
  }
  return { default: FakePlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

let observed: Array<() => void> = [];
const disconnect = vi.fn();
beforeEach(() => {
  made.length = 0;
  observed = [];
  disconnect.mockClear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observed.push(this.callback);
      }
      disconnect() {
        disconnect();
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Chart({ values }: { values: number[] }) {
  const ref = useChart(
    ({ css }) => ({
      options: { series: [{}, { label: 'kWh', stroke: css('--chart-line') }] },
      data: [values.map((_, i) => i), values],
    }),
    [values],
  );
  return <div ref={ref} role="img" aria-label="Grafico" style={{ ['--chart-line' as string]: ' red ' }} />;
}

describe('useChart', () => {
  it('loads uPlot, draws in the element with a size and the brand’s CSS variables', async () => {
    const { getByRole } = render(<Chart values={[1, 2, 3]} />);
    await waitFor(() => expect(made).toHaveLength(1));
    const chart = made[0]!;
    expect(chart.el).toBe(getByRole('img'));
    expect(chart.options.width).toBe(280);
    expect(chart.options.height).toBe(240);
    expect((chart.options.series as Array<{ stroke?: string }>)[1]!.stroke).toBe('red');
    expect(chart.data).toEqual([
      [0, 1, 2],
      [1, 2, 3],
    ]);
  });

  it('follows the container’s size', async () => {
    render(<Chart values={[1]} />);
    await waitFor(() => expect(observed).toHaveLength(1));
    observed[0]!();
    expect(made[0]!.setSize).toHaveBeenCalledWith({ width: 280, height: 240 });
  });

  it('new data: the old chart is destroyed and a new one drawn; leaving destroys it', async () => {
    const first = [1, 2];
    const { rerender, unmount } = render(<Chart values={first} />);
    await waitFor(() => expect(made).toHaveLength(1));
    rerender(<Chart values={first} />);
    expect(made[0]!.destroy).not.toHaveBeenCalled();
    rerender(<Chart values={[5, 6]} />);
    await waitFor(() => expect(made).toHaveLength(2));
    expect(made[0]!.destroy).toHaveBeenCalledTimes(1);
    unmount();
    expect(made[1]!.destroy).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalledTimes(2);
  });

  it('a change of theme draws the chart again, in the new theme’s colours', async () => {
    const { getByRole } = render(<Chart values={[1, 2]} />);
    await waitFor(() => expect(made).toHaveLength(1));
    getByRole('img').style.setProperty('--chart-line', 'blue');
    document.documentElement.setAttribute('data-theme', 'dark');
    await waitFor(() => expect(made).toHaveLength(2));
    expect(made[0]!.destroy).toHaveBeenCalledTimes(1);
    expect((made[1]!.options.series as Array<{ stroke?: string }>)[1]!.stroke).toBe('blue');
    document.documentElement.removeAttribute('data-theme');
  });

  it('leaving before uPlot arrived draws nothing', async () => {
    const { unmount } = render(<Chart values={[1]} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made).toHaveLength(0);
  });
});

describe('defaultChartSize', () => {
  it('at least 280 wide; 240 high below 600, 320 from there', () => {
    const el = (width: number) => ({ clientWidth: width }) as HTMLElement;
    expect(defaultChartSize(el(100))).toEqual({ width: 280, height: 240 });
    expect(defaultChartSize(el(599))).toEqual({ width: 599, height: 240 });
    expect(defaultChartSize(el(800))).toEqual({ width: 800, height: 320 });
  });
});
