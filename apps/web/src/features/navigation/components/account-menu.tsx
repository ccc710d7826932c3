import { NavLink } from 'react-router';
import { buildPath, MENU_LABELS, type RouteDef } from '@sportello/domain';
import { menuEntries } from '../api/menu-entries';
import { useIsMobileLayout } from '../hooks/use-media-query';

export interface AccountMenuProps {
  enabledModules: readonly string[];
  /** The routes the router knows (Services shows only if its route exists). */
  routes: readonly RouteDef[];
  onLogout: () => void;
  onNavigate?: () => void;
}

function hrefOf(route: string, query?: Record<string, string>): string {
  const path = buildPath(route);
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/**
 * The logged-in side drawer (spec section 2): Home, Supplies, Messages, Profile (small screens
 * only), Services (ser), Practices (prat), Invoices (panoram or dettFatt, typeCodes=all),
 * Support, Logout; the version in its footer.
 */
export function AccountMenu({ enabledModules, routes, onLogout, onNavigate }: AccountMenuProps) {
  const small = useIsMobileLayout();
  const entries = menuEntries({ enabledModules, smallScreen: small, routes, labels: MENU_LABELS });
  return (
    <nav className="account-menu" aria-label="Menu dell'area clienti">
      <ul className="account-menu__list">
        {entries.map((entry) => (
          <li key={entry.key} data-entry={entry.key}>
            {entry.route ? (
              <NavLink
                to={hrefOf(entry.route, entry.query)}
                className={({ isActive }) =>
                  `account-menu__link${isActive ? ' account-menu__link--active' : ''}`
                }
                onClick={onNavigate}
              >
                {entry.label}
              </NavLink>
            ) : (
              <button type="button" className="account-menu__link account-menu__logout" onClick={onLogout}>
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="account-menu__version">Versione {__APP_VERSION__}</p>
    </nav>
  );
}
