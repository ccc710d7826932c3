import { memo, useId, type ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { Link } from 'react-router';
import {
  amountDue,
  daysLabel,
  daysLeft,
  formatDate,
  formatEuro,
  paymentLevelLabel,
  romeDay,
} from '@sportello/domain';
import {
  useActiveProposal,
  useLastInvoice,
  useOutstanding,
  useReadingWindows,
  useUnreadCount,
} from '../api/dashboard-api';
import './dashboard.css';

/** A block's failure, in the words the dashboard has always used (its e2e tests read them). */
export const BLOCK_ERROR_TEXT = 'Informazione non disponibile al momento. Riprova più tardi.';

/**
 * A dashboard card: its title, and its own loading, error (with "Riprova") or content, through
 * QueryState. The body keeps the size of its loading skeleton whatever comes after it (the
 * skeleton stays laid out, unseen, in the same grid cell as the content), so a block that loads
 * never pushes the page about: CLS stays 0.
 */
function Block<T>({
  title,
  testId,
  query,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  testId: string;
  query: QueryLike<T>;
  /** Placeholder lines shaped like the ready content (the classes and sample texts of its lines). */
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  const loading = !query.isError && (query.isPending || query.data === undefined);
  return (
    <section className="dash-block" aria-labelledby={titleId} data-testid={testId} aria-busy={loading}>
      <h2 id={titleId} className="dash-block__title">
        {title}
      </h2>
      <div className="dash-block__body">
        <div className="dash-block__skeleton" aria-hidden="true" data-shown={loading}>
          {skeleton}
        </div>
        <div className="dash-block__content">
          <QueryState
            query={query}
            loading="Caricamento…"
            loadingClassName="visually-hidden"
            error={BLOCK_ERROR_TEXT}
            errorClassName="dash-block__error"
            {...(isEmpty ? { isEmpty } : {})}
            empty={<p className="dash-block__empty">{empty}</p>}
          >
            {children}
          </QueryState>
        </div>
      </div>
    </section>
  );
}

/** A placeholder the size of the text it stands for (the text itself is never seen nor read). */
function Bone({ children }: { children: string }) {
  return <span className="dash-bone">{children}</span>;
}

/** The amount to pay across bills, the next due date, and "Paga" (the bills list, all chosen). */
export const AmountDueBlock = memo(function AmountDueBlock({
  customerId,
}: {
  customerId: number | undefined;
}) {
  const query = useOutstanding(customerId);
  return (
    <Block
      title="Da pagare"
      testId="dash-amount-due"
      query={{ ...query, data: query.data && amountDue(query.data.invoices, romeDay(new Date())) }}
      isEmpty={(due) => due.count === 0}
      empty="Non hai bollette da pagare."
      skeleton={
        <>
          <p className="dash-block__figure">
            <Bone>000,00 €</Bone>
          </p>
          <p className="dash-block__line">
            <Bone>Prossima scadenza: 00-00-0000</Bone>
          </p>
          <p className="dash-block__line">
            <Bone>Di cui scaduti: 000,00 €</Bone>
          </p>
          <span className="button dash-bone">Paga</span>
        </>
      }
    >
      {(due) => (
        <>
          <p className="dash-block__figure" data-testid="dash-amount">
            {formatEuro(due.amount)}
          </p>
          <p className="dash-block__line">
            {due.nextDueDate ? (
              <>
                Prossima scadenza: <strong data-testid="dash-next-due">{formatDate(due.nextDueDate)}</strong>
              </>
            ) : (
              'Nessuna scadenza nei prossimi giorni.'
            )}
          </p>
          {due.overdueCount > 0 && (
            <p className="dash-block__line dash-block__late" data-testid="dash-overdue">
              Di cui scaduti: <strong>{formatEuro(due.overdueAmount)}</strong>
            </p>
          )}
          <Link className="button button--primary" to="/invoices-list?outstandingOnly=true&seleziona=tutte">
            Paga
          </Link>
        </>
      )}
    </Block>
  );
});

/** The newest bill: number, amount, status, due date, and a link to it. */
export const LastInvoiceBlock = memo(function LastInvoiceBlock({
  customerId,
}: {
  customerId: number | undefined;
}) {
  const query = useLastInvoice(customerId);
  return (
    <Block
      title="Ultima bolletta"
      testId="dash-last-invoice"
      query={query}
      isEmpty={(invoice) => invoice === null}
      empty="Non ci sono ancora bollette."
      skeleton={
        <>
          <p className="dash-block__figure">
            <Bone>000,00 €</Bone>
          </p>
          <p className="dash-block__line">
            <Bone>n. AST-0000-000000 · emessa il 00-00-0000</Bone>
          </p>
          <p className="dash-block__line">
            <Bone>Da pagare · scadenza 00-00-0000</Bone>
          </p>
          <span className="dash-block__link">
            <Bone>Vedi la bolletta</Bone>
          </span>
        </>
      }
    >
      {(invoice) =>
        invoice && (
          <>
            <p className="dash-block__figure" data-testid="dash-last-amount">
              {formatEuro(invoice.totalAmount)}
            </p>
            <p className="dash-block__line">
              n. {invoice.key} · emessa il {formatDate(invoice.issueDate)}
            </p>
            <p className="dash-block__line">
              {paymentLevelLabel(invoice.paymentLevel)} · scadenza {formatDate(invoice.dueDate)}
            </p>
            <Link className="dash-block__link" to={`/invoice/${invoice.id}`}>
              Vedi la bolletta<span className="visually-hidden"> n. {invoice.key}</span>
            </Link>
          </>
        )
      }
    </Block>
  );
});

/** How many messages are unread, and a link to them. */
export const MessagesBlock = memo(function MessagesBlock() {
  const query = useUnreadCount();
  return (
    <Block
      title="Messaggi"
      testId="dash-messages"
      query={query}
      skeleton={
        <>
          <p className="dash-block__figure">
            <Bone>0</Bone>
          </p>
          <p className="dash-block__line">
            <Bone>messaggi da leggere</Bone>
          </p>
          <span className="dash-block__link">
            <Bone>Vai ai messaggi</Bone>
          </span>
        </>
      }
    >
      {(unread) => (
        <>
          <p className="dash-block__figure" data-testid="dash-unread">
            {unread}
          </p>
          <p className="dash-block__line">{unread === 1 ? 'messaggio da leggere' : 'messaggi da leggere'}</p>
          <Link className="dash-block__link" to="/messages">
            Vai ai messaggi
          </Link>
        </>
      )}
    </Block>
  );
});

/** The proposal inside its window, if any (nothing shows otherwise). */
export const ProposalBlock = memo(function ProposalBlock({
  customerKey,
}: {
  customerKey: string | undefined;
}) {
  const query = useActiveProposal(customerKey);
  if (query.isSuccess && query.data === null) return null;
  return (
    <Block
      title="Una proposta per te"
      testId="dash-proposal"
      query={query}
      skeleton={
        <>
          <p className="dash-block__strong">
            <Bone>Una proposta della tua compagnia</Bone>
          </p>
          <p className="dash-block__line">
            <Bone>Valida fino al 00-00-0000</Bone>
          </p>
          <span className="dash-block__link">
            <Bone>Scopri la proposta</Bone>
          </span>
        </>
      }
    >
      {(proposal) =>
        proposal && (
          <>
            <p className="dash-block__strong" data-testid="dash-proposal-title">
              {proposal.title}
            </p>
            {proposal.endDate && (
              <p className="dash-block__line">Valida fino al {formatDate(proposal.endDate)}</p>
            )}
            <Link className="dash-block__link" to={`/proposals/${proposal.id}`}>
              Scopri la proposta<span className="visually-hidden">: {proposal.title}</span>
            </Link>
          </>
        )
      }
    </Block>
  );
});

export interface ReadingSupply {
  id: number;
  key: string;
  name: string;
}

/**
 * The supplies whose reading window is open now: days left and "Invia autolettura". Nothing shows
 * when no window is open.
 */
export const ReadingWindowsBlock = memo(function ReadingWindowsBlock({
  supplies,
  canSendReading,
}: {
  /** The active supplies (undefined while they load). */
  supplies: readonly ReadingSupply[] | undefined;
  canSendReading: boolean;
}) {
  const queries = useReadingWindows(canSendReading ? (supplies ?? []).map((s) => s.key) : []);
  if (!canSendReading || (supplies && supplies.length === 0)) return null;
  const pending = !supplies || queries.some((q) => q.isPending);
  const failed = queries.length > 0 && queries.every((q) => q.isError);
  const today = romeDay(new Date());
  const open = (supplies ?? []).flatMap((supply, n) => {
    const win = queries[n]?.data;
    return win?.enabled && win.open ? [{ supply, win }] : [];
  });
  if (!pending && !failed && open.length === 0) return null;
  return (
    <Block
      title="Autolettura"
      testId="dash-reading"
      query={{
        isPending: pending,
        isError: failed,
        isFetching: queries.some((q) => q.isFetching),
        data: pending || failed ? undefined : open,
        // Asks again only for the windows that failed.
        refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
      }}
      skeleton={
        <>
          <p className="dash-block__line">
            <Bone>Fornitura: finestra aperta fino al 00-00-0000 (00 giorni rimasti)</Bone>
          </p>
          <span className="button dash-bone">Invia autolettura</span>
        </>
      }
    >
      {(windows) => (
        <ul className="dash-block__list">
          {windows.map(({ supply, win }) => {
            const left = daysLeft(win.endDate, today);
            return (
              <li key={supply.id} data-testid="dash-reading-window">
                <p className="dash-block__line">
                  <strong>{supply.name}</strong>: finestra aperta
                  {win.endDate ? ` fino al ${formatDate(win.endDate)}` : ''}
                  {left !== null && (
                    <>
                      {' '}
                      (<span data-testid="dash-reading-days">{daysLabel(left)}</span>{' '}
                      {left === 1 ? 'rimasto' : 'rimasti'})
                    </>
                  )}
                </p>
                <Link className="button" to={`/supplies/${supply.id}/autolettura`}>
                  Invia autolettura<span className="visually-hidden"> per {supply.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Block>
  );
});

export interface Shortcut {
  label: string;
  to: string;
}

/** The shortcuts the peers give: pay, send a reading, see consumption. */
export const Shortcuts = memo(function Shortcuts({ items }: { items: readonly Shortcut[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="dash-shortcuts" aria-label="Scorciatoie">
      <ul>
        {items.map((s) => (
          <li key={s.label}>
            <Link className="dash-shortcuts__item" to={s.to}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/**
 * The dashboard's body, held unseen (its calls already running) until what decides its layout is
 * known: whether the insolvency banner, the proposal and the reading windows show, how many
 * shortcuts and supplies there are. It then appears at once, every part in its final place; the
 * blocks still loading keep the size of their content. Nothing painted is pushed down afterwards,
 * and the body is at least a screen tall, so the footer is never seen moving away either.
 */
export function DashboardBody({ settled, children }: { settled: boolean; children: ReactNode }) {
  return (
    <div className="dash-body" data-testid="dash-body" data-settled={settled}>
      {!settled && (
        <p role="status" className="visually-hidden">
          Caricamento della pagina…
        </p>
      )}
      <div hidden={!settled}>{children}</div>
    </div>
  );
}
