import type { SupplyServiceState } from '@sportello/contract';
import { SERVICE_STATE_LABELS } from '@sportello/domain';

/** "Attivo", "In attivazione" or "Attivabile", in words and colour. */
export function ServiceStateBadge({ status }: { status: SupplyServiceState['status'] }) {
  return (
    <span className={`service-badge service-badge--${status}`} data-testid="service-state">
      {SERVICE_STATE_LABELS[status]}
    </span>
  );
}
