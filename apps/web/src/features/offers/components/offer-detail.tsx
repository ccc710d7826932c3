import type { Ref } from 'react';
import { Link } from 'react-router';
import {
  COMMODITY_LABEL,
  formatDate,
  formatEuro,
  OFFER_PRICE_TYPE_LABELS,
  offerPriceRows,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { QueryState } from '../../../components/ui/query-state';
import { useOffer, type Offer as OfferAnswer } from '../api/get-offer';
import './offers.css';

const PRICE = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 3, maximumFractionDigits: 6 });

/**
 * An offer (/offers/{key}): its name, the prices by band (F1, F2, F3, with their hours) or its one
 * price, with units, the price type and fixed fee (its conditions), and since when it is valid.
 */
export function OfferDetail({
  offerKey,
  headingRef,
}: {
  offerKey: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const query = useOffer(offerKey);
  return (
    <>
      {/* Until the offer is known the page is just "Offerta"; its name is the title after. */}
      {!query.isSuccess && <h1>Offerta</h1>}
      <QueryState
        query={query}
        loading="Caricamento dell’offerta…"
        error={(error) =>
          isMissing(error) ? 'Offerta non trovata.' : 'Non è stato possibile caricare l’offerta.'
        }
        // An unknown code stays unknown: asking again cannot help.
        canRetry={(error) => !isMissing(error)}
      >
        {(offer) => <Offer offer={offer} headingRef={headingRef} />}
      </QueryState>
      {query.isError && (
        <p>
          <Link to="/supplies">Torna alle forniture</Link>
        </p>
      )}
    </>
  );
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function Offer({ offer, headingRef }: { offer: OfferAnswer; headingRef?: Ref<HTMLHeadingElement> }) {
  const rows = offerPriceRows(offer.prices);
  return (
    <article className="offer" aria-labelledby="offer-title">
      <p className="muted offer__kind">
        Offerta {COMMODITY_LABEL[offer.commodity].toLowerCase()} · codice {offer.key}
      </p>
      <h1 id="offer-title" ref={headingRef} tabIndex={-1}>
        {offer.name}
      </h1>
      <p>{offer.description}</p>

      <section className="section" aria-labelledby="offer-prices-title">
        <h2 id="offer-prices-title">Prezzi</h2>
        {rows.length === 0 ? (
          <p className="muted">Prezzi non indicati.</p>
        ) : (
          <table className="offer__prices" data-testid="offer-prices">
            <caption className="visually-hidden">Prezzo della componente energia</caption>
            <thead>
              <tr>
                <th scope="col">{rows[0]!.band ? 'Fascia' : 'Prezzo'}</th>
                <th scope="col">Prezzo</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} data-testid="offer-price">
                  <th scope="row">
                    {row.label}
                    {row.note && <span className="offer__note">{row.note}</span>}
                  </th>
                  <td>
                    {PRICE.format(Number(row.price))} {row.unit}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="section" aria-labelledby="offer-conditions-title">
        <h2 id="offer-conditions-title">Condizioni</h2>
        <dl className="offer__facts">
          <div>
            <dt>Tipo di prezzo</dt>
            <dd data-testid="offer-price-type">{OFFER_PRICE_TYPE_LABELS[offer.priceType]}</dd>
          </div>
          <div>
            <dt>Quota fissa di vendita</dt>
            <dd data-testid="offer-fee">{formatEuro(offer.monthlyFee)} al mese</dd>
          </div>
          <div>
            <dt>Validità</dt>
            <dd data-testid="offer-valid-from">Valida dal {formatDate(offer.validFrom)}</dd>
          </div>
        </dl>
        <p className="muted">
          I prezzi sono al netto di IVA e imposte; trasporto, gestione del contatore e oneri di sistema sono
          fatturati a parte, come indicato in bolletta.
        </p>
      </section>
    </article>
  );
}
