import { useEffect, useState } from 'react';
import {
  isMinVersionCheckDue,
  isUpdateRequired,
  MESSAGES,
  MIN_VERSION_CHECK_INTERVAL_MS,
} from '@sportello/domain';
import { Modal } from '../../../components/ui/modal';
import { useBrand } from '../../../lib/brand';
import { platform } from '../../../platform';
import { getMinVersion } from '../api/get-min-version';

/**
 * Forced update (spec section 4): while logged in, App_min_version is read at once and then every
 * 3 hours; when the installed version is lower, a blocking dialog (no close button, Escape and
 * the backdrop do nothing) offers only "Aggiorna ora": the brand's store page on the app (store
 * country IT), a reload of the newest build on the web.
 */
export default function ForcedUpdate({
  installedVersion = platform().version(),
}: {
  installedVersion?: string;
}) {
  const brand = useBrand();
  const [required, setRequired] = useState(false);

  useEffect(() => {
    let lastCheckAt: number | null = null;
    let cancelled = false;
    const check = () => {
      if (!isMinVersionCheckDue({ loggedIn: true, lastCheckAt, now: Date.now() })) return;
      lastCheckAt = Date.now();
      getMinVersion()
        .then((min) => {
          if (!cancelled && isUpdateRequired(installedVersion, min)) setRequired(true);
        })
        .catch(() => undefined);
    };
    check();
    const timer = setInterval(check, MIN_VERSION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [installedVersion]);

  const update = () => {
    const store = platform().store.url(brand.appStore);
    if (store) platform().store.open(store);
    else window.location.reload();
  };

  return (
    <Modal
      open={required}
      title={MESSAGES.updateRequiredTitle}
      onClose={() => undefined}
      dismissible={false}
      hideCloseButton
      className="forced-update"
      footer={
        <button type="button" className="button button--primary" onClick={update}>
          {MESSAGES.updateNow}
        </button>
      }
    >
      <p>{MESSAGES.updateRequiredText}</p>
    </Modal>
  );
}
