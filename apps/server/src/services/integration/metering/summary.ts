import type { LineError } from './csv-lines';

/** At most this many refused lines are listed in an answer (all are counted). */
export const MAX_LISTED_ERRORS = 1000;

/** What an import did: lines read, created, updated, unchanged and refused, with the refusals. */
export interface ImportSummary {
  lines: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  errors: LineError[];
}

export function emptySummary(): ImportSummary {
  return { lines: 0, created: 0, updated: 0, unchanged: 0, refused: 0, errors: [] };
}

/** Counts a refused line and lists it while the list has room. */
export function refuse(summary: ImportSummary, error: LineError): void {
  summary.refused += 1;
  if (summary.errors.length < MAX_LISTED_ERRORS) summary.errors.push(error);
}

/** Something to call with the lines read so far (the command's progress bar, a job's progress). */
export type Progress = (linesRead: number) => void;
