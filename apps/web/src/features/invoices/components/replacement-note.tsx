import { Link } from 'react-router';
import type { Invoice } from '@sportello/contract';
import { amountToCents, formatEuro } from '@sportello/domain';

/**
 * A bill in a replacement (issue 25): the estimated bill says which new bill replaced it (the one
 * to pay) and what of its payments stays as credit; the new bill says which one it replaces; a
 * credit note that cancelled the old bill says so. Nothing for any other bill.
 */
export function ReplacementNote({ invoice }: { invoice: Invoice }) {
  if (invoice.replacedBy) {
    const credit = amountToCents(invoice.replacedBy.carriedCredit);
    return (
      <p className="invoice-replacement" data-testid="invoice-replaced-by">
        Sostituita dalla bolletta{' '}
        <Link to={`/invoice/${invoice.replacedBy.id}`}>n. {invoice.replacedBy.key}</Link>: non è più da pagare
        {credit > 0
          ? `; quanto già pagato (${formatEuro(invoice.replacedBy.carriedCredit)}) resta a tuo credito.`
          : '.'}
      </p>
    );
  }
  if (invoice.replaces)
    return (
      <p className="invoice-replacement" data-testid="invoice-replaces">
        Sostituisce la bolletta <Link to={`/invoice/${invoice.replaces.id}`}>n. {invoice.replaces.key}</Link>,
        che si basava su una lettura stimata.
      </p>
    );
  if (invoice.cancels)
    return (
      <p className="invoice-replacement" data-testid="invoice-cancels">
        Annulla la bolletta <Link to={`/invoice/${invoice.cancels.id}`}>n. {invoice.cancels.key}</Link>,
        sostituita da una nuova bolletta.
      </p>
    );
  return null;
}
