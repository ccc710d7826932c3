import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate, formatEuro, formatNumber, HOURLY_PRICE_TYPE, isHourlySupply } from '@sportello/domain';
import { useOffer } from '../api/get-offer';
import { useSupply } from '../api/get-supply';
import type { Offer, SupplyDetail as SupplyDetailData } from '../api/types';
import { SupplyBadges } from './supply-badges';
import { formatAddress, IDENTIFIER_LABEL, supplyName } from './supply-labels';
import { SupplyState } from './supply-load-error';
import './supplies.css';

const PRICE_TYPE_LABEL: Record<Offer['priceType'], string> = {
  Orario: 'Prezzo orario',
  Fisso: 'Prezzo fisso',
  Variabile: 'Prezzo variabile',
};

export interface SupplyLinks {
  graphs: boolean;
  selfReading: boolean;
  archive: boolean;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children === '' || children == null ? '—' : children}</dd>
    </div>
  );
}

function OfferPanel({ supply }: { supply: SupplyDetailData }) {
  const offer = useOffer(supply.offerCode);
  const fullCapacity = supply.technicalData?.fullCapacityStartDate ?? null;
  if (!supply.offerCode) return <p className="muted">Nessuna offerta associata.</p>;
  return (
    <QueryState
      query={offer}
      loading="Caricamento dell’offerta…"
      error="Non è stato possibile caricare l’offerta."
    >
      {(o) => <OfferFacts offer={o} fullCapacity={fullCapacity} />}
    </QueryState>
  );
}

function OfferFacts({ offer: o, fullCapacity }: { offer: Offer; fullCapacity: string | null }) {
  // The hourly-supply rule of the domain: price type "Orario" and full capacity already reached.
  const hourly = isHourlySupply({ priceType: o.priceType, fullCapacityStartDate: fullCapacity }, new Date());
  const prices = (['f1', 'f2', 'f3'] as const).filter((band) => o.prices[band] !== null);
  return (
    <>
      <p>
        <strong>{o.name}</strong>{' '}
        {o.priceType === HOURLY_PRICE_TYPE && (
          <span className="supply-badge" data-testid="hourly-price">
            Prezzo orario
          </span>
        )}
      </p>
      <p className="muted">{o.description}</p>
      <dl className="supply-facts">
        <Fact term="Tipo di prezzo">{PRICE_TYPE_LABEL[o.priceType]}</Fact>
        <Fact term="Fornitura oraria">
          <span data-testid="hourly-supply">{hourly ? 'Sì, consumi misurati ora per ora' : 'No'}</span>
        </Fact>
        {prices.map((band) => (
          <Fact key={band} term={prices.length > 1 ? `Prezzo ${band.toUpperCase()}` : 'Prezzo'}>
            {formatNumber(o.prices[band])} {o.prices.unit}
          </Fact>
        ))}
        <Fact term="Quota fissa mensile">{formatEuro(o.monthlyFee)}</Fact>
        <Fact term="Valida dal">{formatDate(o.validFrom)}</Fact>
      </dl>
      <p>
        <Link to={`/offers/${encodeURIComponent(o.key)}`}>Vedi i prezzi e le condizioni dell’offerta</Link>
      </p>
    </>
  );
}

/** A supply's detail: data, offer, technical data and the links to its screens. */
export function SupplyDetail({ id, links, renamed }: { id: string; links: SupplyLinks; renamed?: boolean }) {
  const query = useSupply(id);
  if (query.isError || !query.data) {
    return (
      <>
        <h1>Dettaglio fornitura</h1>
        <SupplyState query={query}>{() => null}</SupplyState>
        {query.isError && (
          <p>
            <Link to="/supplies">Torna alle forniture</Link>
          </p>
        )}
      </>
    );
  }
  const supply = query.data;
  const tech = supply.technicalData;
  return (
    <div className="supplies supply-detail">
      <div className="supply-detail__head">
        <h1 data-testid="supply-name">{supplyName(supply)}</h1>
        <SupplyBadges supply={supply} />
      </div>
      {renamed && (
        <p className="notice" role="status">
          Il nome della fornitura è stato aggiornato.
        </p>
      )}
      <p className="muted">{formatAddress(supply.address)}</p>

      <ul className="supply-actions" aria-label="Azioni sulla fornitura">
        <li>
          <Link className="button" to={`/supplies/${supply.id}/edit-name`}>
            Modifica nome
          </Link>
        </li>
        {links.graphs && (
          <li>
            <Link className="button" to={`/supplies/${supply.id}/graphs`}>
              Grafici dei consumi
            </Link>
          </li>
        )}
        {links.selfReading && (
          <li>
            <Link className="button" to={`/supplies/${supply.id}/autolettura`}>
              Autolettura
            </Link>
          </li>
        )}
        {links.archive && (
          <li>
            <Link className="button" to={`/self-reading/${supply.id}/archive`}>
              Archivio letture
            </Link>
          </li>
        )}
        {supply.hourly && (
          <li>
            <Link className="button" to={`/pun?fornitura=${supply.id}`}>
              Prezzo orario (PUN)
            </Link>
          </li>
        )}
      </ul>

      <section className="supply-panel" aria-labelledby="fornitura-dati">
        <h2 id="fornitura-dati">Dati della fornitura</h2>
        <dl className="supply-facts">
          <Fact term={IDENTIFIER_LABEL[supply.commodity]}>{supply.podPdr}</Fact>
          <Fact term="Codice fornitura">{supply.key}</Fact>
          <Fact term="Codice cliente">{supply.customerKey}</Fact>
          <Fact term="Codice contratto">{supply.contractKey}</Fact>
          <Fact term="Attiva dal">{formatDate(supply.activationDate)}</Fact>
          {supply.endDate && <Fact term="Cessata il">{formatDate(supply.endDate)}</Fact>}
          <Fact term="Unità di misura dei consumi">{supply.consumptionUnit}</Fact>
        </dl>
      </section>

      <section className="supply-panel" aria-labelledby="fornitura-offerta">
        <h2 id="fornitura-offerta">Offerta</h2>
        <OfferPanel supply={supply} />
      </section>

      {tech && (
        <section className="supply-panel" aria-labelledby="fornitura-tecnici">
          <h2 id="fornitura-tecnici">Dati tecnici</h2>
          <dl className="supply-facts">
            <Fact term="Matricola contatore">{tech.meterSerial}</Fact>
            <Fact term="Cifre del contatore">{tech.meterDigits}</Fact>
            {supply.commodity === 'luce' && (
              <Fact term="Potenza impegnata">
                {tech.contractedPowerKw ? `${formatNumber(tech.contractedPowerKw)} kW` : ''}
              </Fact>
            )}
            <Fact term="Consumo annuo stimato">
              {tech.annualConsumption
                ? `${formatNumber(tech.annualConsumption)} ${supply.consumptionUnit}`
                : ''}
            </Fact>
            <Fact term="Uso">{tech.useType}</Fact>
            {tech.fullCapacityStartDate && (
              <Fact term="Misura oraria dal">{formatDate(tech.fullCapacityStartDate)}</Fact>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
