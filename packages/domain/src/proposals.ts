import { PROPOSAL_CUTOVER_DATE } from './constants';
import { endOfRomeDay, parseDay, parseInstant, startOfRomeDay } from './dates';

export interface ProposalWindow {
  startDate?: string | null;
  endDate?: string | null;
}

function isMissing(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * Whether a proposal is shown now (spec section 4). Either bound may be missing.
 * Before the cut-over (16 Jan 2024, Europe/Rome, judged on `now`) the bounds are compared as
 * instants (a bare day meaning its midnight); from the cut-over the start is moved to the start
 * of its day and the end to 23:59:59 (inclusive to the last millisecond of that second).
 * A bound that is present but unreadable hides the proposal.
 */
export function isProposalVisible(proposal: ProposalWindow, now: Date): boolean {
  const widened = now.getTime() >= startOfRomeDay(PROPOSAL_CUTOVER_DATE).getTime();
  const t = now.getTime();
  if (!isMissing(proposal.startDate)) {
    let start: Date | null;
    if (widened) {
      const day = parseDay(proposal.startDate);
      start = day ? startOfRomeDay(day) : null;
    } else start = parseInstant(proposal.startDate);
    if (!start || t < start.getTime()) return false;
  }
  if (!isMissing(proposal.endDate)) {
    let end: Date | null;
    if (widened) {
      const day = parseDay(proposal.endDate);
      end = day ? endOfRomeDay(day) : null;
    } else end = parseInstant(proposal.endDate);
    if (!end || t > end.getTime()) return false;
  }
  return true;
}
