import committed from './a11y-report.json';
import { a11yReportSchema, type A11yReport } from './tour';

/**
 * The committed copy of the tour's last report (written by `npm run a11y:report`), read once.
 * A report that does not match the schema fails here, and in report.test.ts before any build.
 */
export const A11Y_REPORT: A11yReport = a11yReportSchema.parse(committed);
