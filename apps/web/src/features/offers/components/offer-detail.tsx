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
import { useOffer } from '../api/get-offer';
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
  if (query.isPending) {
    return (
      <>
        <h1>Offerta</h1>
        <p role="status" className="muted">
          Caricamento dell’offerta…
        </p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1>Offerta</h1>
        <p role="alert" className="alert alert--error">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'Offerta non trovata.'
            : 'Non è stato possibile caricare l’offerta. Riprova più tardi.'}
        </p>
        <p>
          <Link to="/supplies">Torna alle forniture</Link>
        </p>
      </>
    );
  }
  const offer = query.data;
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
