import './practices.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, practiceTypeLabel } from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { usePractice } from '../api/get-practices';
import { practiceDetailRows } from './practice-details';
import { PracticeStateBadge } from './practice-state-badge';
import { PracticeTimeline } from './practice-timeline';

/** One practice: type, state, dates, what was asked, and its phases as a timeline. */
export function PracticeDetail({ id }: { id: number }) {
  const query = usePractice(id);
  const phasesId = useId();
  if (query.isPending)
    return (
      <>
        <h1>Pratica</h1>
        <p role="status" className="muted">
          Caricamento della pratica…
        </p>
      </>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <>
        <h1>Pratica</h1>
        <p role="alert" className="alert alert--error">
          {missing ? 'Pratica non trovata.' : 'Non è stato possibile caricare la pratica. Riprova più tardi.'}
        </p>
        <p>
          <Link to="/practices">Torna alle pratiche</Link>
        </p>
      </>
    );
  }
  const r = query.data;
  const rows = practiceDetailRows(r.details);
  return (
    <article className="practice-detail" data-testid="practice-detail">
      <p className="practice-detail__back">
        <Link to="/practices">Torna alle pratiche</Link>
      </p>
      <h1>{practiceTypeLabel(r.requestType)}</h1>
      <p>
        <PracticeStateBadge status={r.Status} />
      </p>
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
