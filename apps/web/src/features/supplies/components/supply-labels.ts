import type { Supply } from '@sportello/contract';
import { COMMODITY_LABEL } from '@sportello/domain';

export const IDENTIFIER_LABEL: Record<Supply['commodity'], string> = {
  luce: 'POD',
  gas: 'PDR',
  teleriscaldamento: 'Codice punto',
};

export const STATUS_LABEL: Record<Supply['status'], string> = {
  Attiva: 'Attiva',
  Cessata: 'Cessata',
  InAttivazione: 'In attivazione',
};

/** The name a supply goes by: its nickname, or "Fornitura <commodity>". */
export function supplyName(supply: Pick<Supply, 'nickname' | 'commodity'>): string {
  return supply.nickname || `Fornitura ${COMMODITY_LABEL[supply.commodity].toLowerCase()}`;
}

export function formatAddress(address: Supply['address']): string {
  return `${address.address}, ${address.postalCode} ${address.locality} (${address.province})`;
}
