import { useEffect } from 'react';
import { initErrorReporting } from '../../../lib/telemetry';

/**
 * Starts error reporting (Sentry) after the first paint when `VITE_SENTRY_DSN` is configured;
 * without a DSN nothing loads at all.
 */
export function ErrorReporting() {
  useEffect(() => {
    const start = () => void initErrorReporting();
    if (document.readyState === 'complete') {
      const timer = setTimeout(start, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return null;
}
