import { brandFor } from '../../brands/index';
import { TOUR_SCREENS, type A11yReport, type TourScreenId } from './tour';

/** The AgID model's conformity states (legge 4/2004, UNI CEI EN 301549). */
export type ConformityStatus = 'conforme' | 'parzialmente conforme';

/** One screen of the tour as the statement lists it: what it is and, per brand, what axe found. */
export interface CheckedScreen {
  id: string;
  label: string;
  results: { brand: string; brandName: string; violations: number }[];
}

/** One kind of problem found: the rule, what it asks, the screens and the number of places. */
export interface FoundProblem {
  rule: string;
  help: string;
  screens: string[];
  places: number;
}

export interface Statement {
  status: ConformityStatus;
  checkedAt: string;
  axeVersion: string;
  brandNames: string[];
  widths: number[];
  themes: string[];
  rules: { full: string[]; colour: string[] };
  screens: CheckedScreen[];
  problems: FoundProblem[];
}

const labelOf = (id: string): string => (id in TOUR_SCREENS ? TOUR_SCREENS[id as TourScreenId].label : id);

/** The statement's facts, all from the tour's report: nothing here is typed by hand. */
export function statementFrom(report: A11yReport): Statement {
  const brands = [...new Set(report.checks.map((c) => c.brand))];
  const byScreen = new Map<string, CheckedScreen>();
  const problems = new Map<string, FoundProblem>();
  for (const check of report.checks) {
    const screen = byScreen.get(check.screen) ?? {
      id: check.screen,
      label: labelOf(check.screen),
      results: [],
    };
    screen.results.push({
      brand: check.brand,
      brandName: brandFor(check.brand).name,
      violations: check.violations.length,
    });
    byScreen.set(check.screen, screen);
    for (const v of check.violations) {
      const problem = problems.get(v.rule) ?? { rule: v.rule, help: v.help, screens: [], places: 0 };
      if (!problem.screens.includes(screen.label)) problem.screens.push(screen.label);
      problem.places += v.targets.length;
      problems.set(v.rule, problem);
    }
  }
  // The tour's order (the order of the customer's journey), screens unknown to it last.
  const order = Object.keys(TOUR_SCREENS);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return {
    status: problems.size === 0 ? 'conforme' : 'parzialmente conforme',
    checkedAt: report.checkedAt,
    axeVersion: report.axeVersion,
    brandNames: brands.map((b) => brandFor(b).name),
    widths: report.widths,
    themes: report.themes,
    rules: report.rules,
    screens: [...byScreen.values()].sort((a, b) => rank(a.id) - rank(b.id)),
    problems: [...problems.values()],
  };
}

/** "a, b e c". */
export function italianList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
