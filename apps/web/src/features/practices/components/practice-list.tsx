import './practices.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, isPracticeOpen, practiceState, practiceTypeLabel } from '@sportello/domain';
import type { CustomerRequest } from '@sportello/contract';
import { QueryState } from '../../../components/ui/query-state';
import { usePractices } from '../api/get-practices';
import { PracticeStateBadge } from './practice-state-badge';

type Filter = 'all' | 'open' | 'closed';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Tutte' },
  { value: 'open', label: 'In corso' },
  { value: 'closed', label: 'Concluse' },
];

/** The customer's practices, newest first, with their type, state and date; filterable by state. */
export function PracticeList({ customerKey }: { customerKey: string | undefined }) {
  const query = usePractices(customerKey);
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <QueryState
      query={query}
      loading="Caricamento delle pratiche…"
      error="Non è stato possibile caricare le pratiche."
      isEmpty={(all) => all.length === 0}
      empty="Non hai ancora pratiche."
    >
      {(all) => <Practices all={all} filter={filter} onFilter={setFilter} />}
    </QueryState>
  );
}

function Practices({
  all,
  filter,
  onFilter,
}: {
  all: readonly CustomerRequest[];
  filter: Filter;
  onFilter: (filter: Filter) => void;
}) {
  const shown = all.filter((r) => {
    if (filter === 'all') return true;
    const open = isPracticeOpen(practiceState(r.Status));
    return filter === 'open' ? open : !open;
  });
  const openCount = all.filter((r) => isPracticeOpen(practiceState(r.Status))).length;
  return (
    <>
      <fieldset className="practice-filter">
        <legend>Mostra</legend>
        {FILTERS.map((f) => (
          <label key={f.value} className="practice-filter__option">
            <input
              type="radio"
              name="practice-filter"
              value={f.value}
              checked={filter === f.value}
              onChange={() => onFilter(f.value)}
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      <p className="muted" data-testid="practices-summary">
        {openCount === 1 ? '1 pratica in corso' : `${openCount} pratiche in corso`} su {all.length}.
      </p>
      {shown.length === 0 ? (
        <p className="muted">Nessuna pratica da mostrare.</p>
      ) : (
        <ul className="practice-list" aria-label="Pratiche">
          {shown.map((r) => (
            <li key={r.id} className="practice-item" data-testid="practice-item">
              <Link className="practice-item__link" to={`/practices/${r.id}`}>
                <span className="practice-item__type">{practiceTypeLabel(r.requestType)}</span>
                <PracticeStateBadge status={r.Status} />
                <span className="practice-item__meta">
                  <span>Pratica {r.ticketKey}</span>
                  <span>Aperta il {formatDate(r.CreatedDate)}</span>
                  {r.contractKey && <span>Contratto {r.contractKey}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
