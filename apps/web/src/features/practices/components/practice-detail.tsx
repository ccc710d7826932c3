import './practices.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, practiceTypeLabel, requestStateOf } from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import type { CustomerRequest } from '@sportello/contract';
import { QueryState } from '../../../components/ui/query-state';
import { usePractice } from '../api/get-practices';
import { practiceDetailRows } from './practice-details';
import { PracticeStateBadge } from './practice-state-badge';
import { PracticeTimeline } from './practice-timeline';

/** One practice: type, state, dates, what was asked, and its phases as a timeline. */
export function PracticeDetail({ id }: { id: number }) {
  const query = usePractice(id);
  return (
    <>
      {/* Until the practice is known the page is just "Pratica"; its type is the title after. */}
      {!query.isSuccess && <h1>Pratica</h1>}
      <QueryState
        query={query}
        loading="Caricamento della pratica…"
        error={(error) =>
          isMissing(error) ? 'Pratica non trovata.' : 'Non è stato possibile caricare la pratica.'
        }
        // Someone else's or an unknown practice stays so: asking again cannot help.
        canRetry={(error) => !isMissing(error)}
      >
        {(practice) => <Practice practice={practice} />}
      </QueryState>
      {query.isError && (
        <p>
          <Link to="/practices">Torna alle pratiche</Link>
        </p>
      )}
    </>
  );
}

/** The practice is not the customer's or does not exist. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

function Practice({ practice: r }: { practice: CustomerRequest }) {
  const phasesId = useId();
  const rows = practiceDetailRows(r.details);
  const outcome = requestStateOf(r.Status);
  return (
    <article className="practice-detail" data-testid="practice-detail">
      <p className="practice-detail__back">
        <Link to="/practices">Torna alle pratiche</Link>
      </p>
      <h1>{practiceTypeLabel(r.requestType)}</h1>
      <p>
        <PracticeStateBadge status={r.Status} />
      </p>
      {(r.StatusMessage || outcome === 'rejected') && (
        <section
          className="practice-outcome"
          aria-label="Risposta del gestore"
          data-testid="practice-outcome"
        >
          {outcome === 'rejected' && <p className="practice-outcome__verdict">Esito: respinta</p>}
          {outcome === 'concluded' && <p className="practice-outcome__verdict">Esito: conclusa</p>}
          {r.StatusMessage && <p>{r.StatusMessage}</p>}
          {r.StatusDate && <p className="muted">Aggiornata il {formatDate(r.StatusDate)}</p>}
        </section>
      )}
      <dl className="practice-facts">
        <div>
          <dt>Numero pratica</dt>
          <dd>{r.ticketKey}</dd>
        </div>
        <div>
          <dt>Aperta il</dt>
          <dd>{formatDate(r.CreatedDate)}</dd>
        </div>
        <div>
          <dt>Codice cliente</dt>
          <dd>{r.customerKey}</dd>
        </div>
        {r.contractKey && (
          <div>
            <dt>Contratto</dt>
            <dd>{r.contractKey}</dd>
          </div>
        )}
        <div>
          <dt>Stato nel sistema</dt>
          <dd>
            {r.Status} (fase {r.PhaseCode})
          </dd>
        </div>
      </dl>
      <h2 id={phasesId}>Fasi della pratica</h2>
      <PracticeTimeline phaseCode={r.PhaseCode} status={r.Status} labelledBy={phasesId} />
      {rows.length > 0 && (
        <>
          <h2>Dettagli della richiesta</h2>
          <dl className="practice-facts">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </article>
  );
}
