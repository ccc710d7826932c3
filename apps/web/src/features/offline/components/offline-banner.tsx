import { offlineBannerText } from '@sportello/domain/offline';
import { useCachedDataDate } from '../../../lib/offline-data';

/**
 * "Sei offline: dati del …" over a screen that shows the customer's data from the encrypted cache
 * because the network did not answer (issue 24): a status message, read out when it appears.
 */
export default function OfflineBanner() {
  const savedAt = useCachedDataDate();
  return (
    <p
      role="status"
      aria-live="polite"
      className={savedAt === null ? 'visually-hidden' : 'alert alert--warning offline-banner'}
    >
      {savedAt === null ? '' : offlineBannerText(savedAt)}
    </p>
  );
}
