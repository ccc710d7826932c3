import { useState } from 'react';
import type { CompanyCode } from '@sportello/domain';
import { BRAND_LIST } from '../../../brands/index';
import { useSession } from '../../../lib/session';

/**
 * The brand choice (spec section 2, /company): one button per company with its logo; the choice
 * is remembered as `_company` and a new session starts for it.
 */
export function CompanyChooser({ onChosen }: { onChosen: (code: CompanyCode) => void }) {
  const { company, chooseCompany } = useSession();
  const [pending, setPending] = useState<CompanyCode | null>(null);
  return (
    <ul className="company-list" aria-label="Società">
      {BRAND_LIST.map((brand) => (
        <li key={brand.code}>
          <button
            type="button"
            className="company-list__item"
            aria-current={brand.code === company ? 'true' : undefined}
            disabled={pending !== null}
            data-testid={`company-${brand.code}`}
            onClick={async () => {
              setPending(brand.code);
              await chooseCompany(brand.code);
              setPending(null);
              onChosen(brand.code);
            }}
          >
            <img src={brand.logo} alt="" width="160" height="35" />
            <span>{brand.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
