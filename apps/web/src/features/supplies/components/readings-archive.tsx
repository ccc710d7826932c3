import { useState } from 'react';
import { ContractPicker, usePicked } from '../../../components/ui/contract-picker';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate, PAGE_SIZES, readingOriginLabel } from '@sportello/domain';
import { useReadings } from '../api/get-readings';
import type { ReadingsPage } from '../api/types';
import { useSupplies } from '../api/get-supplies';
import type { Supply } from '@sportello/contract';
import { useSupply } from '../api/get-supply';
import { SupplyIdentity } from './supply-identity';
import { SupplyState } from './supply-load-error';
import { IDENTIFIER_LABEL, supplyName } from './supply-labels';
import './supplies.css';

function ReadingsTable({ supplyId, title }: { supplyId: number; title: string }) {
  const [page, setPage] = useState(0);
  const query = useReadings(supplyId, page);
  return (
    <QueryState
      query={query}
      loading="Caricamento delle letture…"
      error="Non è stato possibile caricare le letture."
      isEmpty={(data) => data.readings.length === 0}
      empty={<p className="muted">Nessuna lettura dal {formatDate(query.data?.startDate ?? '')}.</p>}
    >
      {(data) => <ReadingsPages page={data} title={title} index={page} onPage={setPage} />}
    </QueryState>
  );
}

function ReadingsPages({
  page: { readings, total, startDate },
  title,
  index: page,
  onPage: setPage,
}: {
  page: ReadingsPage;
  title: string;
  index: number;
  onPage: (page: number) => void;
}) {
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
      <SupplyState query={supply}>
        {(data) => (
          <>
            <SupplyIdentity supply={data} />
            <ReadingsTable supplyId={data.id} title={supplyName(data)} />
          </>
        )}
      </SupplyState>
    </div>
  );
}

/** /self-reading/archive: the readings of a supply chosen among the customer's. */
export function ReadingsArchive({ customerKey }: { customerKey?: string }) {
  const supplies = useSupplies(customerKey ? { customerKey } : {});
  return (
    <div className="supplies">
      <h1>Archivio letture</h1>
      <QueryState
        query={supplies}
        loading="Caricamento delle forniture…"
        error="Non è stato possibile caricare le forniture."
        isEmpty={(data) => data.supplies.length === 0}
        empty={<p className="muted">Non ci sono forniture da mostrare.</p>}
      >
        {(data) => <ChosenSupplyReadings list={data.supplies} />}
      </QueryState>
    </div>
  );
}

/** The supply picker (when there are several) and the chosen supply's readings. */
function ChosenSupplyReadings({ list }: { list: Supply[] }) {
  const [current, choose] = usePicked(list, (s) => String(s.id));
  if (!current) return null;
  return (
    <>
      <ContractPicker
        label="Fornitura"
        items={list}
        value={String(current.id)}
        onChange={choose}
        itemKey={(s) => String(s.id)}
        itemLabel={(s) => `${supplyName(s)} (${IDENTIFIER_LABEL[s.commodity]} ${s.podPdr})`}
        // Even one supply shows in the select: it names the supply whose readings follow.
        minItems={1}
        className="supply-form"
      />
      <ReadingsTable key={current.id} supplyId={current.id} title={supplyName(current)} />
    </>
  );
}
