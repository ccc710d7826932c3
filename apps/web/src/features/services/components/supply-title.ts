import type { ServicesSupply } from '@sportello/contract';
import { COMMODITY_LABEL } from '@sportello/domain';

/** A supply as the customer names it: its nickname, else commodity and address. */
export function supplyTitle(s: ServicesSupply): string {
  return s.nickname
    ? `${s.nickname} (${COMMODITY_LABEL[s.commodity]})`
    : `${COMMODITY_LABEL[s.commodity]} – ${s.address}`;
}
