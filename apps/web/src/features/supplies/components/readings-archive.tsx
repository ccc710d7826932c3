import { useId, useState } from 'react';
import { formatDate, PAGE_SIZES, readingOriginLabel } from '@sportello/domain';
import { useReadings } from '../api/get-readings';
import { useSupplies } from '../api/get-supplies';
import { useSupply } from '../api/get-supply';
import { SupplyIdentity } from './supply-identity';
import { SupplyLoadState } from './supply-load-error';
import { IDENTIFIER_LABEL, supplyName } from './supply-labels';
import './supplies.css';

function ReadingsTable({ supplyId, title }: { supplyId: number; title: string }) {
  const [page, setPage] = useState(0);
  const query = useReadings(supplyId, page);
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento delle letture…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare le letture. Riprova più tardi.
      </p>
    );
  }
  const { readings, total, startDate } = query.data;
  if (readings.length === 0) {
    return <p className="muted">Nessuna lettura dal {formatDate(startDate)}.</p>;
  }
  const pages = Math.ceil(total / PAGE_SIZES.readings);
  return (
    <>
      <div className="data-table-wrap" role="region" aria-label="Tabella delle letture" tabIndex={0}>
        <table className="data-table" data-testid="readings-table">
          <caption>
            Letture di {title} dal {formatDate(startDate)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Lettura</th>
              <th scope="col">Origine</th>
              <th scope="col">Contatore</th>
            </tr>
          </thead>
          <tbody>
            {readings.map((r) => (
              <tr key={r.id}>
                <th scope="row">{formatDate(r.readingDate)}</th>
                <td>{r.band ? `${r.band} ${r.value}` : r.value}</td>
                <td>{readingOriginLabel(r.origin)}</td>
                <td>{r.meterSerial}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label="Pagine delle letture">
          <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Pagina precedente
          </button>
          <span>
            Pagina {page + 1} di {pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Pagina successiva
          </button>
        </nav>
      )}
    </>
  );
}

/** /self-reading/{id}/archive: one supply's readings of the last two years. */
export function SupplyReadingsArchive({ id }: { id: string }) {
  const supply = useSupply(id);
  return (
    <div className="supplies">
      <h1>Archivio letture</h1>
      <SupplyLoadState query={supply} />
      {supply.data && (
        <>
          <SupplyIdentity supply={supply.data} />
          <ReadingsTable supplyId={supply.data.id} title={supplyName(supply.data)} />
        </>
      )}
    </div>
  );
}

/** /self-reading/archive: the readings of a supply chosen among the customer's. */
export function ReadingsArchive({ customerKey }: { customerKey?: string }) {
  const supplies = useSupplies(customerKey ? { customerKey } : {});
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  const list = supplies.data?.supplies ?? [];
  const current = list.find((s) => s.id === chosen) ?? list[0];
  return (
    <div className="supplies">
      <h1>Archivio letture</h1>
      {supplies.isPending && (
        <p role="status" className="muted">
          Caricamento delle forniture…
        </p>
      )}
      {supplies.isError && (
        <p role="alert" className="alert alert--error">
          Non è stato possibile caricare le forniture. Riprova più tardi.
        </p>
      )}
      {supplies.data && list.length === 0 && <p className="muted">Non ci sono forniture da mostrare.</p>}
      {current && (
        <>
          <div className="field supply-form">
            <label htmlFor={selectId}>Fornitura</label>
            <select id={selectId} value={current.id} onChange={(e) => setChosen(Number(e.target.value))}>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {supplyName(s)} ({IDENTIFIER_LABEL[s.commodity]} {s.podPdr})
                </option>
              ))}
            </select>
          </div>
          <ReadingsTable key={current.id} supplyId={current.id} title={supplyName(current)} />
        </>
      )}
    </div>
  );
}
