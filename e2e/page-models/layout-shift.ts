import type { Page } from '@playwright/test';

/** One layout shift Chromium reported, with the elements that moved (for a readable failure). */
export interface LayoutShift {
  time: number;
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
    __layoutShiftObserver?: PerformanceObserver;
  }
}

/**
 * Chromium's Layout Instability API (PerformanceObserver 'layout-shift', the entries Lighthouse's
 * CLS is made of), recorded from the very start of every document the page opens from now on.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? `#text "${node.textContent?.slice(0, 30)}"` : '(gone)';
      const id = node.getAttribute('data-testid');
      const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).join('.') : '';
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${id ? `[${id}]` : ''}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.y)}+${Math.round(r.height)}`;
    const shifts: LayoutShift[] = [];
    window.__layoutShifts = shifts;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        shifts.push({
          time: Math.round(shift.startTime),
          value: shift.value,
          hadRecentInput: shift.hadRecentInput,
          sources: shift.sources.map(
            (s) => `${describe(s.node)} y ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
          ),
        });
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__layoutShiftObserver = observer;
  });
}

/**
 * The layout shift of the current document so far: the sum of the shifts not caused by input (for
 * a page load this is its CLS; a load lasts less than the 5 s session window). Two frames are
 * let through first, so that the shifts of the last paint are reported.
 */
export async function layoutShiftSoFar(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const list = window.__layoutShifts;
    if (!list || !window.__layoutShiftObserver) throw new Error('recordLayoutShifts was not called');
    // Entries queued but not yet handed to the callback.
    window.__layoutShiftObserver.takeRecords().forEach((entry) => {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
      list.push({
        time: Math.round(shift.startTime),
        value: shift.value,
        hadRecentInput: shift.hadRecentInput,
        sources: [],
      });
    });
    return list;
  });
  const total = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
  return { total, shifts };
}

/** The shifts, one per line with their elements, for a failure message. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts
    .map(
      (s) =>
        `t=${s.time} ms ${s.value.toFixed(4)}${s.hadRecentInput ? ' (input)' : ''}\n  ${s.sources.join('\n  ')}`,
    )
    .join('\n');
}
