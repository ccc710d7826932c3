import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  FeedbackContext,
  type FeedbackApi,
  type FeedbackData,
} from '../../../components/ui/feedback-context';
import { useBrand } from '../../../lib/brand';

// The screen (and DOMPurify with it) loads the first time something is shown.
const FeedbackScreen = lazy(() => import('../../../components/ui/feedback-screen'));

/**
 * Internal navigation for the screen's links. The provider sits outside the router, so by
 * default it uses the History API and lets the router hear a popstate, which React Router's
 * browser router treats as a navigation; the app can pass its router's `navigate` instead.
 */
function historyNavigate(to: string): void {
  const state = window.history.state as { idx?: number } | null;
  const idx = typeof state?.idx === 'number' ? state.idx + 1 : 0;
  window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

export interface FeedbackProviderProps {
  children: ReactNode;
  /** The router's navigate, for internal links of the feedback buttons. */
  navigate?: (to: string) => void;
}

/**
 * The feedback store (spec section 3 "feedback data"): any screen opens it with
 * `useFeedback().show(...)`; the router clears it after each navigation (`clear()`).
 */
export function FeedbackProvider({ children, navigate = historyNavigate }: FeedbackProviderProps) {
  const brand = useBrand();
  const [feedback, setFeedback] = useState<FeedbackData | null>(null);
  const show = useCallback((data: FeedbackData) => setFeedback(data), []);
  const clear = useCallback(() => setFeedback(null), []);
  const value = useMemo<FeedbackApi>(() => ({ feedback, show, clear }), [feedback, show, clear]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {feedback && (
        <Suspense fallback={null}>
          <FeedbackScreen
            data={feedback}
            logo={brand.logo}
            brandName={brand.name}
            onClose={clear}
            onNavigate={navigate}
          />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

export { useFeedback } from '../../../components/ui/feedback-context';
export type { FeedbackButton, FeedbackData } from '../../../components/ui/feedback-context';
