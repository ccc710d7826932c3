import type { Supply } from '@sportello/contract';
import { useSupplies } from '../api/get-supplies';

const COMMODITY_LABEL: Record<Supply['commodity'], string> = {
  luce: 'Luce',
  gas: 'Gas',
  teleriscaldamento: 'Teleriscaldamento',
};

const IDENTIFIER_LABEL: Record<Supply['commodity'], string> = {
  luce: 'POD',
  gas: 'PDR',
  teleriscaldamento: 'Codice punto',
};

/** The customer's supplies as cards: name, commodity, address, POD/PDR and status. */
export function SupplyList({ customerKey }: { customerKey?: string }) {
  const query = useSupplies(customerKey ? { customerKey } : {});
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento delle forniture…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare le forniture. Riprova più tardi.
      </p>
    );
  }
  const { supplies } = query.data;
  if (supplies.length === 0) return <p className="muted">Non ci sono forniture da mostrare.</p>;
  return (
    <ul className="supply-list" aria-label="Forniture">
      {supplies.map((supply) => (
        <li
          key={supply.id}
          className={`supply-card supply-card--${supply.commodity}`}
          data-testid="supply-card"
        >
          <div className="supply-card__head">
            <span className={`commodity-badge commodity-badge--${supply.commodity}`}>
              {COMMODITY_LABEL[supply.commodity]}
            </span>
            <span className={`status status--${supply.status === 'Attiva' ? 'ok' : 'off'}`}>
              {supply.status}
            </span>
          </div>
          <h3 className="supply-card__title">
            {supply.nickname ?? `Fornitura ${COMMODITY_LABEL[supply.commodity].toLowerCase()}`}
          </h3>
          <p className="supply-card__address">
            {supply.address.address}, {supply.address.postalCode} {supply.address.locality} (
            {supply.address.province})
          </p>
          <dl className="supply-card__facts">
            <div>
              <dt>{IDENTIFIER_LABEL[supply.commodity]}</dt>
              <dd>{supply.podPdr}</dd>
            </div>
            <div>
              <dt>Codice cliente</dt>
              <dd>{supply.customerKey}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
