import './helpers.css';
import { COMMODITY_LABEL, formatEuro } from '@sportello/domain';
import { useSession } from '../../../lib/session';
import { QueryState } from '../../../components/ui/query-state';
import { useOffers, type Offer } from '../api/get-offers';

const PRICE_TYPES = {
  Fisso: 'Prezzo fisso',
  Variabile: 'Prezzo variabile',
  Orario: 'Prezzo orario',
} as const;

function price(value: string | null, unit: string): string | null {
  if (value === null) return null;
  const n = Number(value);
  return `${n.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 5 })} €/${unit.replace(/^€\//, '')}`;
}

/** The brand's offers, with their prices per band and monthly fee. */
export function OffersList() {
  const { company } = useSession();
  const query = useOffers(company);
  return (
    <QueryState
      query={query}
      loading="Caricamento delle offerte…"
      error="Non è stato possibile caricare le offerte."
      isEmpty={(offers) => offers.length === 0}
      empty="Al momento non ci sono offerte."
    >
      {(offers) => <OfferCards offers={offers} />}
    </QueryState>
  );
}

function OfferCards({ offers }: { offers: Offer[] }) {
  return (
    <ul className="offer-list" aria-label="Offerte">
      {offers.map((o) => {
        const bands = o.prices.f1 === o.prices.f2 && o.prices.f2 === o.prices.f3;
        return (
          <li key={o.id} className="offer-card" data-testid="offer-card">
            <h2 className="offer-card__name">{o.name}</h2>
            <p className="offer-card__tags">
              <span className="offer-tag">{COMMODITY_LABEL[o.commodity]}</span>
              <span className="offer-tag">{PRICE_TYPES[o.priceType]}</span>
            </p>
            <p>{o.description}</p>
            <dl className="offer-card__prices">
              {bands ? (
                <div>
                  <dt>Prezzo</dt>
                  <dd>{price(o.prices.f1, o.prices.unit)}</dd>
                </div>
              ) : (
                (['f1', 'f2', 'f3'] as const).map((band) =>
                  o.prices[band] === null ? null : (
                    <div key={band}>
                      <dt>Fascia {band.toUpperCase()}</dt>
                      <dd>{price(o.prices[band], o.prices.unit)}</dd>
                    </div>
                  ),
                )
              )}
              <div>
                <dt>Quota fissa</dt>
                <dd>{formatEuro(o.monthlyFee)} al mese</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
