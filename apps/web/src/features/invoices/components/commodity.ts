import type { Invoice } from '@sportello/contract';
import { COMMODITY_LABEL } from '@sportello/domain';

/** The supply an invoice belongs to, in words: its name when known, or "more supplies". */
export function supplyLabel(invoice: Invoice, supplyName?: (id: number) => string | undefined): string {
  if (invoice.supplyId === null) return 'Più forniture (bolletta multisito)';
  const name = supplyName?.(invoice.supplyId);
  const commodity = invoice.commodity ? COMMODITY_LABEL[invoice.commodity] : 'Fornitura';
  return name ? `${name} (${commodity.toLowerCase()})` : `${commodity} ${invoice.supplyKey ?? ''}`.trim();
}
