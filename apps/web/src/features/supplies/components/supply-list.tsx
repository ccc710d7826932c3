import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { useSupplies } from '../api/get-supplies';
import { SupplyBadges } from './supply-badges';
import { formatAddress, IDENTIFIER_LABEL, supplyName } from './supply-labels';
import './supplies.css';

export interface SupplyListProps {
  customerKey?: string;
  /** Only active supplies (GET /supplies?activeOnly=true). */
  activeOnly?: boolean;
  /** Heading level of each card's title (3 under a section's h2, 2 on the supplies page). */
  titleLevel?: 2 | 3;
}

/** The customer's supplies as cards: name (a link to the detail), commodity, address, POD/PDR, status. */
export function SupplyList({ customerKey, activeOnly, titleLevel = 3 }: SupplyListProps) {
  const query = useSupplies({
    ...(customerKey ? { customerKey } : {}),
    ...(activeOnly ? { activeOnly: true } : {}),
  });
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <QueryState
      query={query}
      loading="Caricamento delle forniture…"
      error="Non è stato possibile caricare le forniture."
      isEmpty={(page) => page.supplies.length === 0}
      empty={activeOnly ? 'Non ci sono forniture attive da mostrare.' : 'Non ci sono forniture da mostrare.'}
    >
      {({ supplies }) => (
        <ul className="supply-list supplies" aria-label="Forniture">
          {supplies.map((supply) => (
            <li
              key={supply.id}
              className={`supply-card supply-card--${supply.commodity}`}
              data-testid="supply-card"
            >
              <div className="supply-card__head">
                <SupplyBadges supply={supply} />
              </div>
              <Title className="supply-card__title">
                <Link to={`/supplies/${supply.id}`}>{supplyName(supply)}</Link>
              </Title>
              <p className="supply-card__address">{formatAddress(supply.address)}</p>
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
      )}
    </QueryState>
  );
}
