import './maintenance.css';
import { Link } from 'react-router';
import { formatDate, formatEuro } from '@sportello/domain';
import { useMaintenanceContracts } from '../api/get-maintenance';

/** The customer's maintenance contracts (boiler, appliances), each linking to its visits. */
export function MaintenanceList({ customerKey }: { customerKey: string | undefined }) {
  const query = useMaintenanceContracts(customerKey);
  if (query.isPending)
    return (
      <p role="status" className="muted">
        Caricamento dei contratti di manutenzione…
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="alert alert--error">
        <p>Non è stato possibile caricare i contratti di manutenzione.</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Riprova
        </button>
      </div>
    );
  if (query.data.length === 0) return <p className="muted">Non hai contratti di manutenzione.</p>;
  return (
    <ul className="maintenance-list" aria-label="Contratti di manutenzione">
      {query.data.map((m) => (
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
