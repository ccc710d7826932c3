import { Link } from 'react-router';
import { MENU_LABELS } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';

/** The logged-out site menu (spec sections 1 and 2): the brand's outbound links and login. */
export function SiteMenu({ onNavigate }: { onNavigate?: () => void }) {
  const brand = useBrand();
  return (
    <nav className="site-menu" aria-label={`Menu del sito ${brand.name}`}>
      <ul className="site-menu__list">
        {brand.siteLinks.map((link) => (
          <li key={link.href}>
            <a className="site-menu__link" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (si apre in una nuova finestra)</span>
            </a>
          </li>
        ))}
        <li>
          <Link className="button button--primary site-menu__login" to="/login" onClick={onNavigate}>
            {MENU_LABELS.login}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
