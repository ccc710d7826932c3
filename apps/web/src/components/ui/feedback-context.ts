import { createContext, useContext } from 'react';

/** One button of the feedback screen: a link (`link`) or an action; without either it closes. */
export interface FeedbackButton {
  label: string;
  /** Internal path ("/dashboard") or external address ("https://…"). */
  link?: string;
  /** Runs before the screen closes (ignored when `link` is set). */
  action?: () => void;
  /** Visual weight; the first button is primary unless told otherwise. */
  variant?: 'primary' | 'secondary';
}

/** The session's feedback data (spec section 3): show, isFull, title, description, buttons. */
export interface FeedbackData {
  title: string;
  /** HTML, sanitised before it is rendered. */
  description?: string;
  /** Full-page mode with the brand logo (blocking: only its buttons leave it). */
  isFull?: boolean;
  firstButton?: FeedbackButton;
  secondButton?: FeedbackButton;
}

export interface FeedbackApi {
  /** What shows now, or null. */
  feedback: FeedbackData | null;
  show(data: FeedbackData): void;
  clear(): void;
}

export const FeedbackContext = createContext<FeedbackApi | null>(null);

/** Opens and clears the feedback screen from any screen (the provider lives in features/feedback). */
export function useFeedback(): FeedbackApi {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}
