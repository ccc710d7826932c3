import './maintenance.css';
import { Link } from 'react-router';
import { formatDate, formatEuro } from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { QueryState } from '../../../components/ui/query-state';
import { useMaintenanceContract } from '../api/get-maintenance';
import type { MaintenanceContractDetail } from '@sportello/contract';

const VISIT_CLASS = { Programmata: 'planned', Eseguita: 'done', Annullata: 'cancelled' } as const;

/** A contract the person may not read or that does not exist: asking again will not help. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

/** /maintenance/{index}: a maintenance contract, its state and its visits (next, done, cancelled). */
export function MaintenanceDetail({ id }: { id: number }) {
  const query = useMaintenanceContract(id);
  return (
    <>
      {query.data === undefined && <h1>Contratto di manutenzione</h1>}
      <QueryState
        query={query}
        loading="Caricamento del contratto…"
        error={(error) =>
          isMissing(error)
            ? 'Contratto di manutenzione non trovato.'
            : 'Non è stato possibile caricare il contratto.'
        }
        canRetry={(error) => !isMissing(error)}
      >
        {(contract) => <MaintenanceContractView m={contract} />}
      </QueryState>
      {query.isError && (
        <p>
          <Link to="/services">Torna ai servizi</Link>
        </p>
      )}
    </>
  );
}

function MaintenanceContractView({ m }: { m: MaintenanceContractDetail }) {
  const next = m.visits
    .filter((v) => v.status === 'Programmata')
    .sort((a, b) => a.visitDate.localeCompare(b.visitDate))[0];
  return (
    <article data-testid="maintenance-detail">
      <p>
        <Link to="/services">Torna ai servizi</Link>
      </p>
      <h1>{m.description}</h1>
      <p>
        <span className={`maintenance-badge maintenance-badge--${m.status}`} data-testid="maintenance-state">
          {m.status === 'Attivo' ? 'Contratto attivo' : 'Contratto cessato'}
        </span>
      </p>
      <dl className="maintenance-facts">
        <div>
          <dt>Numero contratto</dt>
          <dd>{m.key}</dd>
        </div>
        <div>
          <dt>Dal</dt>
          <dd>{formatDate(m.startDate)}</dd>
        </div>
        {m.endDate && (
          <div>
            <dt>Al</dt>
            <dd>{formatDate(m.endDate)}</dd>
          </div>
        )}
        <div>
          <dt>Canone annuo</dt>
          <dd>{formatEuro(m.annualFee)}</dd>
        </div>
        <div>
          <dt>Prossima visita</dt>
          <dd>{next ? formatDate(next.visitDate) : 'nessuna in programma'}</dd>
        </div>
      </dl>
      <h2>Visite</h2>
      {m.visits.length === 0 ? (
        <p className="muted">Nessuna visita registrata.</p>
      ) : (
        <ul className="maintenance-visits" aria-label="Visite">
          {m.visits.map((v) => (
            <li
              key={v.id}
              className={`maintenance-visit maintenance-visit--${VISIT_CLASS[v.status]}`}
              data-testid="maintenance-visit"
            >
              <span className="maintenance-visit__date">{formatDate(v.visitDate)}</span>
              <span className="maintenance-visit__kind">{v.kind}</span>
              <span className="maintenance-visit__status">{v.status}</span>
              {v.notes && <span className="maintenance-visit__notes">{v.notes}</span>}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
