import { useId, useState } from 'react';
import { SupplyList } from '../../features/supplies/components/supply-list';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /supplies: the current customer's supplies, all or only the active ones. */
export function SuppliesRoute() {
  const { customer } = useSession();
  const [activeOnly, setActiveOnly] = useState(false);
  const checkId = useId();
  usePageTitle('Forniture');
  return (
    <>
      <div className="supplies-toolbar">
        <h1>Le tue forniture</h1>
        <label className="supplies-check" htmlFor={checkId}>
          <input
            id={checkId}
            type="checkbox"
            checked={activeOnly}
            onChange={(event) => setActiveOnly(event.target.checked)}
          />
          Solo forniture attive
        </label>
      </div>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <SupplyList
        {...(customer ? { customerKey: customer.key } : {})}
        activeOnly={activeOnly}
        titleLevel={2}
      />
    </>
  );
}

export default SuppliesRoute;
