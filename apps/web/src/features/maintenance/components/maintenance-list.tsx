import './maintenance.css';
import { Link } from 'react-router';
import { formatDate, formatEuro } from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useMaintenanceContracts, type MaintenanceContract } from '../api/get-maintenance';

/** The customer's maintenance contracts (boiler, appliances), each linking to its visits. */
export function MaintenanceList({ customerKey }: { customerKey: string | undefined }) {
  const query = useMaintenanceContracts(customerKey);
  return (
    <QueryState
      query={query}
      loading="Caricamento dei contratti di manutenzione…"
      error="Non è stato possibile caricare i contratti di manutenzione."
      isEmpty={(contracts) => contracts.length === 0}
      empty="Non hai contratti di manutenzione."
    >
      {(contracts) => <MaintenanceItems contracts={contracts} />}
    </QueryState>
  );
}

function MaintenanceItems({ contracts }: { contracts: MaintenanceContract[] }) {
  return (
    <ul className="maintenance-list" aria-label="Contratti di manutenzione">
      {contracts.map((m) => (
        <li key={m.id} className="maintenance-item" data-testid="maintenance-item">
          <Link className="maintenance-item__link" to={`/maintenance/${m.id}`}>
            <span className="maintenance-item__name">{m.description}</span>
            <span className={`maintenance-badge maintenance-badge--${m.status}`}>{m.status}</span>
            <span className="maintenance-item__meta">
              <span>Contratto {m.key}</span>
              <span>{formatEuro(m.annualFee)} all’anno</span>
              {m.nextVisitDate && <span>Prossima visita il {formatDate(m.nextVisitDate)}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
