import { practiceTimeline, type PhaseStatus } from '@sportello/domain';

const STATUS_TEXT: Record<PhaseStatus, string> = {
  done: 'completata',
  current: 'in corso',
  todo: 'da fare',
};

/** The phases of a practice as an ordered list; each phase says in words where it stands. */
export function PracticeTimeline({
  phaseCode,
  status,
  labelledBy,
}: {
  phaseCode: string;
  status: string;
  labelledBy?: string;
}) {
  const steps = practiceTimeline({ PhaseCode: phaseCode, Status: status });
  return (
    <ol className="practice-timeline" aria-labelledby={labelledBy} data-testid="practice-timeline">
      {steps.map((step) => (
        <li
          key={step.step}
          className={`practice-timeline__step practice-timeline__step--${step.status}`}
          data-status={step.status}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="practice-timeline__dot" aria-hidden="true" />
          <span className="practice-timeline__label">{step.label}</span>
          <span className="practice-timeline__state">{STATUS_TEXT[step.status]}</span>
        </li>
      ))}
    </ol>
  );
}
