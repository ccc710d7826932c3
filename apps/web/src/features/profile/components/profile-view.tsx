import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Contract, Customer } from '@sportello/contract';
import {
  BANK_DEBIT_STATE_LABELS,
  MESSAGES,
  bankDebitState,
  maskIban,
  type BankDebitState,
} from '@sportello/domain';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/session';
import { useContracts, useCustomer, useRegistryChange, useUser } from '../api/get-account';
import { loadError } from '../../../components/ui/query-state';
import './profile.css';
import { ThemeSection } from './theme-section';
import { ReadingRemindersSection } from './reading-reminders-section';

const CUSTOMER_TYPES: Record<Customer['customerType'], string> = {
  private: 'Cliente privato',
  company: 'Azienda',
  condominium: 'Condominio',
  body: 'Ente pubblico',
};

const RELATIONS: Record<Customer['relation'], string> = {
  owner: 'Titolare',
  delegate: 'Delegato',
  agency: 'Agenzia',
};

const NONE = <span className="muted">Non indicato</span>;

/** A change entry: a link, or (blocked) a disabled button tied to the reason it is blocked. */
function Entry({ to, label, blockedBy }: { to: string; label: string; blockedBy?: string | undefined }) {
  if (blockedBy) {
    return (
      <button type="button" className="button" disabled aria-describedby={blockedBy}>
        {label}
      </button>
    );
  }
  return (
    <Link className="button" to={to}>
      {label}
    </Link>
  );
}

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd className="profile-row__value">{children}</dd>
      {action && <dd className="profile-row__action">{action}</dd>}
    </div>
  );
}

function shippingAddress(c: Contract): string {
  const a = c.shippingAddress;
  const street = [a.streetGeneric, a.streetName, a.civicNumber].filter(Boolean).join(' ');
  const ext = a.civicNumberExt ? `/${a.civicNumberExt}` : '';
  const place = [a.postalCode, a.city, a.province ? `(${a.province})` : ''].filter(Boolean).join(' ');
  return [`${street}${ext}`, place].filter((s) => s.trim() !== '').join(', ') || 'Non indicato';
}

function BankDebit({ contract, registryReason }: { contract: Contract; registryReason?: string }) {
  const reasonId = useId();
  const state: BankDebitState = bankDebitState(contract.banking.sddStatus);
  const inProgress = state !== 'active' && state !== 'none';
  const query = `?contractKey=${encodeURIComponent(contract.key)}`;
  return (
    <Row
      label="Domiciliazione bancaria"
      action={
        state === 'none' ? (
          <Entry to={`/add-bank-debit${query}`} label="Attiva la domiciliazione" blockedBy={registryReason} />
        ) : (
          <Entry
            to={`/edit-bank-debit${query}`}
            label="Modifica la domiciliazione"
            blockedBy={inProgress ? reasonId : registryReason}
          />
        )
      }
    >
      <span className="profile-badge" data-testid="bank-debit-state">
        {BANK_DEBIT_STATE_LABELS[state]}
      </span>
      {contract.banking.iban && state !== 'none' && <> IBAN {maskIban(contract.banking.iban)}</>}
      {inProgress && (
        <p id={reasonId} className="profile-reason">
          {MESSAGES.bankDebitChangeInProgress}
        </p>
      )}
    </Row>
  );
}

/**
 * /profile: the user, the current customer's data and contacts, each contract's shipping address
 * and direct debit, consents, notifications, delegations and the tour; a registry change in
 * progress (spec section 4) disables the changes it blocks, saying why.
 */
export function ProfileView() {
  const { session, customerId } = useSession();
  const userId = session?.user?.id ?? null;
  const user = useUser(userId);
  const customer = useCustomer(customerId);
  const customerKey = customer.data?.key;
  const contracts = useContracts(customerKey);
  const registry = useRegistryChange(customerKey);
  const registryReasonId = useId();
  const blocked = registry.inProgress ? registryReasonId : undefined;

  // The profile needs both the user and the customer: one read state for the two.
  const account = {
    isPending: customer.isPending || user.isPending,
    isError: customer.isError || user.isError,
    error: customer.error ?? user.error,
    isFetching: customer.isFetching || user.isFetching,
    data: customer.data && user.data ? { c: customer.data, u: user.data } : undefined,
    refetch: () => {
      if (customer.isError) void customer.refetch();
      if (user.isError) void user.refetch();
    },
  };

  return (
    <QueryState
      query={account}
      loading="Caricamento del profilo…"
      error={loadError('Non è stato possibile caricare il profilo.')}
    >
      {({ c, u }) => (
        <div className="profile">
          {registry.inProgress && (
            <p
              id={registryReasonId}
              className="profile-notice"
              role="status"
              data-testid="registry-in-progress"
            >
              <strong>Variazione anagrafica in corso.</strong> {MESSAGES.registryChangeInProgress}
            </p>
          )}
          {registry.isError && (
            <QueryState
              query={registry}
              error={loadError('Non è stato possibile verificare le variazioni in corso.')}
            >
              {() => null}
            </QueryState>
          )}

          <section className="profile-card" aria-labelledby="profilo-utente">
            <h2 id="profilo-utente">Il tuo accesso</h2>
            <dl className="profile-list">
              <Row label="Nome utente">{u.username}</Row>
              <Row label="Password" action={<Entry to="/edit-password" label="Cambia password" />}>
                ••••••••
              </Row>
            </dl>
          </section>

          <section className="profile-card" aria-labelledby="profilo-cliente">
            <h2 id="profilo-cliente">Dati del cliente</h2>
            <dl className="profile-list">
              <Row label="Intestatario">{c.account.name}</Row>
              <Row label="Codice cliente">{c.key}</Row>
              <Row label="Tipo">
                {CUSTOMER_TYPES[c.customerType]} · {RELATIONS[c.relation]}
              </Row>
              {c.fiscalCode && <Row label="Codice fiscale">{c.fiscalCode}</Row>}
              {c.vatNumber && <Row label="Partita IVA">{c.vatNumber}</Row>}
            </dl>
          </section>

          <section className="profile-card" aria-labelledby="profilo-contatti">
            <h2 id="profilo-contatti">Contatti</h2>
            <dl className="profile-list">
              <Row
                label="E-mail"
                action={<Entry to="/edit-email" label="Modifica e-mail" blockedBy={blocked} />}
              >
                <span data-testid="profile-email">{c.account.email ?? NONE}</span>
              </Row>
              <Row
                label="Cellulare"
                action={<Entry to="/edit-phone" label="Modifica cellulare" blockedBy={blocked} />}
              >
                <span data-testid="profile-mobile">{c.account.phoneMobile ?? NONE}</span>
              </Row>
              <Row
                label="Telefono fisso"
                action={<Entry to="/edit-phone-home" label="Modifica telefono fisso" blockedBy={blocked} />}
              >
                <span data-testid="profile-home-phone">{c.account.phoneHome ?? NONE}</span>
              </Row>
            </dl>
          </section>

          <section className="profile-card" aria-labelledby="profilo-contratti">
            <h2 id="profilo-contratti">Spedizione e pagamento</h2>
            <QueryState
              query={contracts}
              loading="Caricamento dei contratti…"
              error={loadError('Non è stato possibile caricare i contratti.')}
              isEmpty={(list) => list.length === 0}
              empty="Nessun contratto associato a questo cliente."
            >
              {(list) =>
                list.map((contract) => (
                  <section
                    key={contract.id}
                    aria-label={`Contratto ${contract.key}`}
                    data-testid="profile-contract"
                  >
                    <h3>Contratto {contract.key}</h3>
                    <dl className="profile-list">
                      <Row
                        label="Indirizzo di spedizione"
                        action={
                          <Entry
                            to={`/edit-shipping-address?contractKey=${encodeURIComponent(contract.key)}`}
                            label="Modifica indirizzo"
                            blockedBy={blocked}
                          />
                        }
                      >
                        {shippingAddress(contract)}
                      </Row>
                      <BankDebit contract={contract} {...(blocked ? { registryReason: blocked } : {})} />
                    </dl>
                  </section>
                ))
              }
            </QueryState>
          </section>

          <section className="profile-card" aria-labelledby="profilo-consensi">
            <h2 id="profilo-consensi">Consensi e notifiche</h2>
            <dl className="profile-list">
              <Row
                label="Consensi privacy"
                action={<Entry to="/profile/manage-privacy" label="Gestisci consensi" blockedBy={blocked} />}
              >
                <span data-testid="profile-privacy">
                  Comunicazioni della società: {c.privacyCompany ? 'sì' : 'no'} · Partner terzi:{' '}
                  {c.privacyOthers ? 'sì' : 'no'}
                </span>
              </Row>
              <Row label="Notifiche" action={<Entry to="/manage-push" label="Gestisci notifiche" />}>
                <span data-testid="profile-push">
                  Commerciali: {u.receiveCommercialNotifications ? 'sì' : 'no'} · Di servizio:{' '}
                  {u.receiveTechNotifications ? 'sì' : 'no'}
                </span>
              </Row>
            </dl>
          </section>

          <ThemeSection />

          <ReadingRemindersSection />

          <section className="profile-card" aria-labelledby="profilo-altro">
            <h2 id="profilo-altro">Altro</h2>
            <ul className="profile-links">
              <li>
                <Link to="/request-delegation">Deleghe</Link>
              </li>
              <li>
                <Link to="/onboarding?from=profile">Rivedi il tour dell’area clienti</Link>
              </li>
            </ul>
          </section>
        </div>
      )}
    </QueryState>
  );
}
