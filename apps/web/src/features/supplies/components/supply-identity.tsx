import type { Supply } from '@sportello/contract';
import { IDENTIFIER_LABEL, supplyName } from './supply-labels';

/** "<name> · POD IT001E…": which supply a screen is about, under its title. */
export function SupplyIdentity({ supply }: { supply: Pick<Supply, 'nickname' | 'commodity' | 'podPdr'> }) {
  return (
    <p className="muted">
      <strong>{supplyName(supply)}</strong> · {IDENTIFIER_LABEL[supply.commodity]} {supply.podPdr}
    </p>
  );
}
