import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  a11yReportSchema,
  COLOUR_RULES,
  TOUR_SCREENS,
  TOUR_THEMES,
  TOUR_WIDTHS,
  type A11yReport,
  type A11yViolation,
  type TourBrand,
  type TourScreenId,
  type TourTheme,
} from '../../apps/web/src/features/accessibility/tour';
import { loginThroughApi } from './login-page';

/** axe-core's own script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Part of the page for axe, by CSS selectors (axe-core's context object, serializable). */
export interface AxeSelectors {
  include?: string[];
  exclude?: string[];
}

/**
 * Runs axe in the page's document: the script injected once per document (not once per run), and
 * `axe.run` in the page itself. @axe-core/playwright's analyze() injects the script into every
 * frame on each call and then finishes the run in a new blank page: with the accessibility tour's
 * six runs per screen, that page and the injections were most of the tour's time. The portal's
 * screens have no frames of their own to run in. `context` narrows the run to selectors, as axe's
 * own context does (`{ include: ['.footer'] }` is what AxeBuilder's include('.footer') builds); the
 * whole document by default.
 */
export async function runAxe(
  page: Page,
  options: RunOptions = {},
  context?: AxeSelectors,
): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([runOptions, runContext]) =>
      (
        window as unknown as {
          axe: { run(context: AxeSelectors | Document, o: RunOptions): Promise<AxeResults> };
        }
      ).axe.run(runContext ?? document, runOptions),
    [options, context ?? null] as const,
  );
}

/** Runs axe on the page (or on `context` in it) and lists the violations (none expected). */
export async function expectNoAxeViolations(page: Page, context?: AxeSelectors) {
  const results = await runAxe(page, { resultTypes: ['violations'] }, context);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The media a theme is: the system preferences the themes follow (prefers-color-scheme, prefers-contrast). */
const MEDIA: Record<TourTheme, { colorScheme: 'light' | 'dark'; contrast: 'no-preference' | 'more' }> = {
  chiaro: { colorScheme: 'light', contrast: 'no-preference' },
  scuro: { colorScheme: 'dark', contrast: 'no-preference' },
  'contrasto elevato': { colorScheme: 'light', contrast: 'more' },
};

/** Nothing sticks out sideways at the page's current width. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
}

/** Two frames: what a media change restyles has been painted before axe reads the colours. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

export interface CheckOptions {
  /** Before axe at each width (after the resize): e.g. open the menu that folds on phones. */
  atWidth?: (width: number) => Promise<void>;
  /** Also check that nothing sticks out sideways at both widths ('from 320': and at 320 px). */
  fits?: boolean | 'from 320';
}

/**
 * One screen of the accessibility tour, as it is now, for `brand`: at 375 and 1280 px (a resize,
 * no reload: the CSS is responsive) and in the light, dark and high-contrast themes (the media
 * preferences the themes follow, switched live). The full rule set runs in light at both widths;
 * dark and high contrast run only the colour rules (COLOUR_RULES), which is complete because a
 * theme changes colours only: the structure, names, roles and layout the other rules look at are
 * those of light at the same width. Every violation of the six variants is collected, recorded in
 * the report (A11Y_REPORT) and then expected to be none. The page is left at 1280 px in light.
 */
export async function checkScreen(
  page: Page,
  brand: TourBrand,
  screen: TourScreenId,
  options: CheckOptions = {},
) {
  expect(
    (TOUR_SCREENS[screen].brands as readonly string[]).includes(brand),
    `${screen} is listed for ${brand} in the tour (apps/web/src/features/accessibility/tour.ts)`,
  ).toBe(true);
  const height = page.viewportSize()?.height ?? 900;
  if (options.fits === 'from 320') {
    await page.setViewportSize({ width: 320, height });
    await expectNoSidewaysScroll(page, 320);
  }
  const violations: A11yViolation[] = [];
  for (const width of TOUR_WIDTHS) {
    await page.setViewportSize({ width, height });
    await options.atWidth?.(width);
    if (options.fits) await expectNoSidewaysScroll(page, width);
    for (const theme of TOUR_THEMES) {
      await page.emulateMedia(MEDIA[theme]);
      const full = theme === 'chiaro';
      if (!full) await settle(page);
      // Only the violations in full: the passes' nodes are not read (their rule ids still are).
      const results = await runAxe(page, {
        resultTypes: ['violations'],
        ...(full ? {} : { runOnly: { type: 'rule', values: [...COLOUR_RULES] } }),
      });
      runInfo.axeVersion = results.testEngine.version;
      const ran = [
        ...results.passes,
        ...results.violations,
        ...results.incomplete,
        ...results.inapplicable,
      ].map((r) => r.id);
      for (const id of ran) (full ? runInfo.full : runInfo.colour).add(id);
      for (const v of results.violations) {
        violations.push({
          rule: v.id,
          impact: v.impact ?? null,
          help: v.help,
          width,
          theme,
          targets: v.nodes.map((n) => n.target.join(' ')),
        });
      }
    }
  }
  await page.emulateMedia(MEDIA.chiaro);
  record(brand, screen, violations);
  expect(
    violations.map((v) => `${v.width} px, ${v.theme}, ${v.rule}: ${v.targets.join(', ')}`),
    `axe on ${screen} (${brand})`,
  ).toEqual([]);
}

/** What this run of the tour has seen so far (one worker: one process writes the report). */
const runInfo = { axeVersion: '', full: new Set<string>(), colour: new Set<string>() };

/**
 * With A11Y_REPORT=<file>, the check is merged into that report (by screen and brand, so a run of
 * one spec updates its own screens); the accessibility statement is generated from its committed
 * copy, apps/web/src/features/accessibility/a11y-report.json.
 */
function record(brand: TourBrand, screen: TourScreenId, violations: A11yViolation[]) {
  const file = process.env.A11Y_REPORT;
  if (!file) return;
  const now = new Date().toISOString();
  const before: A11yReport | null = existsSync(file)
    ? a11yReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : null;
  const merge = (old: string[] | undefined, seen: Set<string>) =>
    [...new Set([...(old ?? []), ...seen])].sort();
  const report: A11yReport = {
    checkedAt: now,
    axeVersion: runInfo.axeVersion,
    widths: [...TOUR_WIDTHS],
    themes: [...TOUR_THEMES],
    rules: {
      full: merge(before?.rules.full, runInfo.full),
      colour: merge(before?.rules.colour, runInfo.colour),
    },
    checks: [
      ...(before?.checks ?? []).filter((c) => !(c.screen === screen && c.brand === brand)),
      { screen, brand, checkedAt: now, violations },
    ].sort((a, b) => a.screen.localeCompare(b.screen) || a.brand.localeCompare(b.brand)),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Logs `username` of `brand` in through the API (the login form is login's own test) and opens
 * `path` with that session, the cookie banner already closed: one login per brand and group.
 */
export async function loginForTour(page: Page, username: string, brand: TourBrand, path = '/dashboard') {
  await loginThroughApi(page, username, { brand, path });
}

/** Closes the cookie banner when it shows (rejecting the optional cookies). */
export async function closeCookieBanner(page: Page) {
  // A choice on record (the portal's consent cookie): the banner will not show; no wait for it.
  const cookies = await page.context().cookies();
  if (cookies.some((cookie) => cookie.name === 'sportello_consent')) return;
  const close = page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' });
  try {
    await close.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return;
  }
  await close.click();
  await expect(close).toBeHidden();
}

/** The tour's tests run several screens in six variants each: more than the default time. */
export function tourTimeout(screens: number) {
  test.setTimeout(30_000 + screens * 15_000);
}
