import { useEffect, useRef } from 'react';

/**
 * Focus moves to the page's heading once it shows, so that after a navigation keyboard and
 * screen-reader users start from the new page's title.
 */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>(ready = true) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || !ref.current) return;
    done.current = true;
    ref.current.focus({ preventScroll: true });
  }, [ready]);
  return ref;
}
