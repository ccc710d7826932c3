import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import './registration.css';

export interface StepLayoutProps {
  /** The page's heading (and the document title). */
  title: string;
  /** "Registrazione cliente" or "Registrazione delegato". */
  flowLabel: string;
  /** 1-based position of this step and the number of steps, when the screen is a step. */
  step?: { index: number; count: number; name: string };
  intro?: ReactNode;
  /** Where "Indietro" goes (what was typed there is kept). */
  back?: string;
  children: ReactNode;
}

/** The frame of every registration screen: progress, heading, intro, the back link. */
export function StepLayout({ title, flowLabel, step, intro, back, children }: StepLayoutProps) {
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step moves the focus to its heading, so screen readers announce where they are.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [title]);
  return (
    <div className="registration">
      {step && (
        <p className="registration__progress" data-testid="registration-progress">
          {flowLabel} · passo {step.index} di {step.count}: {step.name}
        </p>
      )}
      {step && (
        <progress
          className="registration__bar"
          aria-label={`Avanzamento: passo ${step.index} di ${step.count}`}
          max={step.count}
          value={step.index}
        />
      )}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro && <div className="muted registration__intro">{intro}</div>}
      {children}
      {back && (
        <p className="registration__back">
          <Link to={back}>Indietro</Link>
        </p>
      )}
    </div>
  );
}
