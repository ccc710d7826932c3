import type { Supply } from '@sportello/contract';
import { COMMODITY_LABEL } from '@sportello/domain';
import { STATUS_LABEL } from './supply-labels';

/** A supply's commodity and status, as the two badges of its card and of its detail. */
export function SupplyBadges({ supply }: { supply: Pick<Supply, 'commodity' | 'status'> }) {
  return (
    <>
      <span className={`commodity-badge commodity-badge--${supply.commodity}`}>
        {COMMODITY_LABEL[supply.commodity]}
      </span>
      <span className={`status status--${supply.status === 'Attiva' ? 'ok' : 'off'}`}>
        {STATUS_LABEL[supply.status]}
      </span>
    </>
  );
}
