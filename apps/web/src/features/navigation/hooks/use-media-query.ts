import { useSyncExternalStore } from 'react';
import { MOBILE_LAYOUT_MAX_WIDTH } from '@sportello/domain';

/** Below 992 px the layout is the mobile one (spec section 9). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_LAYOUT_MAX_WIDTH - 0.02}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobileLayout(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
