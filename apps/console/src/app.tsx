import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { QueryState } from '@kit/query-state';
import { api, operatorSession, ROLE_LABELS, setSessionLostListener, type Operator } from './api';
import { AuditPage } from './audit';
import { BrandsPage } from './brands';
import { CustomerSearch, CustomerViewPage } from './customers';
import { Inbox } from './inbox';
import { Login } from './login';
import { OperatorsPage } from './operators';
import { RequestDetailPage } from './request-detail';
import { SendDetailPage, SendsPage } from './sends';

/** The console: the login until an operator session exists, then the inbox and a request's page. */
export function App() {
  const [session, setSession] = useState(operatorSession.get());
  const queryClient = useQueryClient();
  useEffect(() => {
    setSessionLostListener(() => {
      queryClient.clear();
      setSession(null);
    });
    return () => setSessionLostListener(undefined);
  }, [queryClient]);
  if (!session)
    return (
      <Login
        onLoggedIn={(id) => {
          operatorSession.set(id);
          setSession(id);
        }}
      />
    );
  return (
    <Shell
      onLoggedOut={() => {
        operatorSession.clear();
        queryClient.clear();
        setSession(null);
      }}
    />
  );
}

function Shell({ onLoggedOut }: { onLoggedOut: () => void }) {
  const me = useQuery({ queryKey: ['me'], queryFn: () => api<Operator>('GET', '/me') });
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    try {
      await api('DELETE', '/sessions/current');
    } catch {
      // Gone already: the session is forgotten either way.
    }
    onLoggedOut();
  };
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <header className="console-header">
        <Link to="/" className="console-brand">
          Sportello · Console operatori
        </Link>
        {me.data && (
          <p className="console-who" data-testid="console-operator">
            {me.data.name} <span className="muted">({ROLE_LABELS[me.data.role]})</span>
          </p>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void logOut()}
          disabled={leaving}
        >
          Esci
        </button>
      </header>
      {me.data && <ConsoleNav operator={me.data} />}
      <main id="contenuto" className="console-main" tabIndex={-1}>
        <QueryState query={me} error="Non è stato possibile leggere i dati dell’operatore.">
          {(operator) => (
            <Routes>
              <Route path="/" element={<Navigate to="/richieste" replace />} />
              <Route path="/richieste" element={<Inbox operator={operator} />} />
              <Route path="/richieste/:id" element={<RequestDetailPage />} />
              <Route path="/clienti" element={<CustomerSearch operator={operator} />} />
              <Route path="/clienti/:id" element={<CustomerViewPage />} />
              <Route path="/messaggi" element={<SendsPage operator={operator} />} />
              <Route path="/messaggi/:id" element={<SendDetailPage />} />
              {operator.role === 'admin' && <Route path="/registro" element={<AuditPage />} />}
              {operator.role === 'admin' && (
                <Route path="/operatori" element={<OperatorsPage me={operator} />} />
              )}
              {operator.role !== 'agent' && (
                <Route path="/marchi" element={<BrandsPage operator={operator} />} />
              )}
              <Route path="*" element={<Navigate to="/richieste" replace />} />
            </Routes>
          )}
        </QueryState>
      </main>
    </>
  );
}

/** The console's sections; those of a higher role only for it. */
function ConsoleNav({ operator }: { operator: Operator }) {
  const links: { to: string; label: string }[] = [
    { to: '/richieste', label: 'Richieste' },
    { to: '/clienti', label: 'Clienti' },
    { to: '/messaggi', label: 'Messaggi e proposte' },
  ];
  if (operator.role !== 'agent') links.push({ to: '/marchi', label: 'Marchi' });
  if (operator.role === 'admin')
    links.push(
      { to: '/registro', label: 'Registro delle attività' },
      { to: '/operatori', label: 'Operatori' },
    );
  return (
    <nav className="console-nav" aria-label="Sezioni della console" data-role={operator.role}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
