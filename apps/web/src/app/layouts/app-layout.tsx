import './app-layout.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { openCookiePreferences } from '../../features/consent/components/cookie-consent';
import { HelpButton } from '../../features/help/components/help-button';
import { AcceptanceGate } from '../../features/messages/components/acceptance-gate';
import { AccountMenu } from '../../features/navigation/components/account-menu';
import { SiteMenu } from '../../features/navigation/components/site-menu';
import { useBrand } from '../../lib/brand';
import { isWeb } from '../../lib/platform';
import { useSession } from '../../lib/session';
import { useEnabledModules } from '../modules';
import { knownRoutes } from '../route-registry';
import { FooterTheme } from './footer-theme';

/** Issue 24: the customer's data read offline from the encrypted cache says so, with its date. */
const OfflineBanner = lazy(() => import('../../features/offline/components/offline-banner'));

/**
 * The frame of every page that is not full screen: header with the brand, the logged-in side
 * drawer (or, logged out, the site menu), main content, footer. Below 992 px the menus fold
 * behind the "Menu" button.
 */
export function AppLayout() {
  const brand = useBrand();
  const { loggedIn, guest, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const modules = useEnabledModules();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const doLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className={`layout ${loggedIn ? 'layout--app' : 'layout--site'}`} data-menu-open={menuOpen}>
      {loggedIn && !guest && <AcceptanceGate />}
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <header className="topbar">
        <Link to={loggedIn ? '/dashboard' : '/'} className="topbar__brand">
          <img src={brand.logo} alt={`${brand.name}, vai alla home`} width="200" height="44" />
        </Link>
        {loggedIn && (
          <nav className="topbar__links" aria-label="Account">
            <Link to="/customers" className="topbar__customers">
              Clienti
            </Link>
            <Link to="/profile" className="topbar__profile">
              Profilo
            </Link>
          </nav>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="button button--ghost topbar__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Chiudi menu' : 'Menu'}
        </button>
        {!loggedIn && (
          <div className="topbar__site-menu" id={menuId}>
            <SiteMenu onNavigate={() => setMenuOpen(false)} />
          </div>
        )}
      </header>
      <div className="layout__body">
        {loggedIn && (
          <aside className="drawer" id={menuId} aria-label="Menu">
            <AccountMenu
              enabledModules={modules}
              routes={knownRoutes()}
              onLogout={doLogout}
              onNavigate={() => setMenuOpen(false)}
            />
          </aside>
        )}
        <main className="content" id="contenuto" tabIndex={-1}>
          {loggedIn && (
            <Suspense fallback={null}>
              <OfflineBanner />
            </Suspense>
          )}
          <Outlet />
        </main>
      </div>
      <footer className="footer">
        <p>
          {brand.legal.name} · {brand.legal.address} · P. IVA {brand.legal.vatNumber}
        </p>
        <p>
          <Link to="/dichiarazione-accessibilita">Dichiarazione di accessibilità</Link>
        </p>
        {isWeb() && (
          <p>
            <button type="button" className="footer__link" onClick={openCookiePreferences}>
              Preferenze cookie
            </button>
          </p>
        )}
        <FooterTheme />
      </footer>
      <HelpButton />
    </div>
  );
}
