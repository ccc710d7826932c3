import { isPracticeOpen, practiceState } from '@sportello/domain';

/** "In corso" or "Conclusa" (spec section 4), in words and colour. */
export function PracticeStateBadge({ status }: { status: string }) {
  const state = practiceState(status);
  return (
    <span
      className={`practice-badge ${isPracticeOpen(state) ? 'practice-badge--open' : 'practice-badge--closed'}`}
      data-testid="practice-state"
    >
      {state}
    </span>
  );
}
