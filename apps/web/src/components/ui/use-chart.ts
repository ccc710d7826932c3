import { useEffect, useRef, type DependencyList, type RefObject } from 'react';
import type uPlot from 'uplot';

/** What a chart's description receives: uPlot itself (for its path builders) and the brand's CSS variables. */
export interface ChartContext {
  UPlot: typeof uPlot;
  /** A CSS variable's value on the chart's element (`css('--chart-f1')`): colours come from the brand. */
  css: (name: string) => string;
  el: HTMLElement;
}

/** The chart to draw: uPlot's options without a size (the hook sizes it) and its data. */
export interface ChartSpec {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

export interface ChartSize {
  width: number;
  height: number;
}

/** The charts' size: the container's width (at least 280 px), lower on narrow screens. */
export function defaultChartSize(el: HTMLElement): ChartSize {
  const width = el.clientWidth;
  return { width: Math.max(280, width), height: width < 600 ? 240 : 320 };
}

/**
 * A uPlot chart's whole life in one place: uPlot and its CSS load on the first draw (so only the
 * routes with a chart carry them), the chart follows its container's size, and it is destroyed
 * when the data changes or the component leaves. `describe` turns the data into the chart; it
 * runs again when `deps` change. Returns the ref of the element to draw in.
 */
export function useChart<E extends HTMLElement = HTMLDivElement>(
  describe: (context: ChartContext) => ChartSpec,
  deps: DependencyList,
  size: (el: HTMLElement) => ChartSize = defaultChartSize,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // The latest describe and size, so that only `deps` decide when the chart is redrawn.
  const latest = useRef({ describe, size });
  latest.current = { describe, size };

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let themeObserver: MutationObserver | undefined;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const draw = () => {
        chart?.destroy();
        const styles = getComputedStyle(el);
        const css = (name: string) => styles.getPropertyValue(name).trim();
        const { options, data } = latest.current.describe({ UPlot, css, el });
        chart = new UPlot({ ...options, ...latest.current.size(el) }, data, el);
      };
      draw();
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart?.setSize(latest.current.size(el)));
        observer.observe(el);
      }
      // The colours are the theme's (lib/theme.ts): a change of theme draws the chart again in it.
      if (typeof MutationObserver !== 'undefined') {
        themeObserver = new MutationObserver(draw);
        themeObserver.observe(document.documentElement, { attributeFilter: ['data-theme'] });
      }
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      themeObserver?.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when to redraw
  }, deps);

  return ref;
}
