import { Link, Outlet, useNavigate } from 'react-router';
import { HelpButton } from '../../features/help/components/help-button';
import { useBrand } from '../../lib/brand';
import { useSession } from '../../lib/session';

/** The frame of every logged-in page: header with the brand, main content, footer. */
export function AppLayout() {
  const brand = useBrand();
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <div className="layout">
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <header className="topbar">
        <Link to="/dashboard" className="topbar__brand">
          <img src={brand.logo} alt={`${brand.name}, vai alla home`} width="200" height="44" />
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={async () => {
            await logout();
            navigate('/login', { replace: true });
          }}
        >
          Esci
        </button>
      </header>
      <main className="content" id="contenuto" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <p>
          {brand.legal.name} · {brand.legal.address} · P. IVA {brand.legal.vatNumber}
        </p>
        <p className="footer__version">Versione {__APP_VERSION__}</p>
      </footer>
      <HelpButton />
    </div>
  );
}
