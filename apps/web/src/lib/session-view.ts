import { useCallback, useState } from 'react';

/** Display state reset after each navigation (guard step 10). */
export interface ViewState {
  /** The loading indicator (over the page). */
  busy: boolean;
  /** Graph screens: graph and legend shown. */
  graph: boolean;
  legend: boolean;
}

const INITIAL_VIEW: ViewState = { busy: false, graph: false, legend: false };

/** The session store's display state: set by screens, reset after each navigation. */
export function useViewState() {
  const [view, setViewState] = useState<ViewState>(INITIAL_VIEW);
  const setView = useCallback((patch: Partial<ViewState>) => setViewState((v) => ({ ...v, ...patch })), []);
  const resetView = useCallback(
    () => setViewState((v) => (v.busy || v.graph || v.legend ? INITIAL_VIEW : v)),
    [],
  );
  return { view, setView, resetView };
}
