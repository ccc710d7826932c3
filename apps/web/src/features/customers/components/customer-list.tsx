import { useEffect } from 'react';
import type { Customer } from '@sportello/contract';
import { relationLabel } from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/session';
import { useCustomers } from '../api/get-customers';

const TYPE_LABEL: Record<Customer['customerType'], string> = {
  private: 'Privato',
  company: 'Azienda',
  condominium: 'Condominio',
  body: 'Ente',
};

/**
 * The customers the user may manage: choosing one makes it the current customer. With none
 * (a user without a confirmed customer) `onNone` is called.
 */
export function CustomerList({
  onChosen,
  onNone,
}: {
  onChosen: (customer: Customer) => void;
  onNone: () => void;
}) {
  const query = useCustomers();
  const { selectCustomer, customerId } = useSession();
  const empty = query.isSuccess && query.data.customers.length === 0;
  useEffect(() => {
    if (empty) onNone();
  }, [empty, onNone]);

  return (
    <QueryState
      query={query}
      loading="Caricamento dei clienti…"
      error="Non è stato possibile caricare i clienti."
      // No customers: `onNone` takes the person elsewhere, so nothing shows meanwhile.
      isEmpty={(data) => data.customers.length === 0}
      empty={null}
    >
      {(data) => (
        <ul className="customer-list" aria-label="Clienti">
          {data.customers.map((customer) => (
            <li key={customer.id} className="customer-card" data-testid="customer-card">
              <div>
                <h2 className="customer-card__name">{customer.account.name}</h2>
                <p className="muted">
                  Codice cliente {customer.key} · {TYPE_LABEL[customer.customerType]} ·{' '}
                  <span data-testid="customer-role">{relationLabel(customer.relation, customer.scope)}</span>
                </p>
              </div>
              <button
                type="button"
                className="button button--primary"
                aria-current={customer.id === customerId ? 'true' : undefined}
                aria-label={`Scegli ${customer.account.name}, codice cliente ${customer.key}`}
                onClick={() => {
                  selectCustomer(customer);
                  onChosen(customer);
                }}
              >
                Scegli
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
