type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one, ahead of other queued work, where the browser
 * has `scheduler.yield` (Chromium and the Android app's WebView). A screen that starts a dozen
 * calls in one effect flush, or a route that loads its chunks while the router starts, would
 * otherwise hold the main thread in one long task that delays input (Lighthouse's blocking time).
 * Elsewhere (Safari, jsdom) nothing is awaited, so the work goes on as before.
 */
export function yieldToMain(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}
