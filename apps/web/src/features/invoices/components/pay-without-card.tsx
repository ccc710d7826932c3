import { lazy, Suspense, useState } from 'react';
import type { Invoice } from '@sportello/contract';
import { formatCreditorReference, formatEuro, formatIban, payWithoutCard } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';

const EpcQrCode = lazy(() => import('./epc-qr-code'));

/** A value with a button that copies it (what one pastes in the bank app). */
function Copyable({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div>
      <dt>{label}</dt>
      <dd className="pay-transfer__value">
        <span className="pay-transfer__mono">{shown ?? value}</span>
        {typeof navigator !== 'undefined' && navigator.clipboard && (
          <button type="button" className="button button--ghost" onClick={copy}>
            Copia <span className="visually-hidden">{label}</span>
          </button>
        )}
        <span aria-live="polite" className="muted">
          {copied ? 'Copiato' : ''}
        </span>
      </dd>
    </div>
  );
}

/**
 * "Paga senza carta" on an unpaid bill: the EPC QR code that bank apps scan, the transfer's data
 * (the brand's IBAN, the amount owed, the bill's reference), CBILL and the bollettino where the
 * brand has them. The same data as the bill's PDF (packages/domain bank-transfer).
 */
export function PayWithoutCard({ invoice }: { invoice: Invoice }) {
  const brand = useBrand();
  const pay = payWithoutCard(brand.payments, invoice);
  if (!pay) return null;
  return (
    <section
      className="section pay-transfer"
      aria-labelledby="pay-transfer-title"
      data-testid="pay-without-card"
    >
      <h2 id="pay-transfer-title">Paga senza carta</h2>
      <p>
        Con un bonifico dalla app della tua banca: inquadra il codice QR, i dati si compilano da soli, oppure
        copiali qui sotto.
      </p>
      <div className="pay-transfer__body">
        <Suspense
          fallback={
            <div className="pay-transfer__qr pay-transfer__qr--loading">Preparazione del codice QR…</div>
          }
        >
          <EpcQrCode
            payload={pay.epcPayload}
            label={`Codice QR del bonifico: ${formatEuro(pay.amount)} a ${pay.beneficiary}, riferimento ${pay.reference}`}
          />
        </Suspense>
        <dl className="invoice-facts pay-transfer__facts">
          <div>
            <dt>Intestatario</dt>
            <dd>{pay.beneficiary}</dd>
          </div>
          <Copyable label="IBAN" value={pay.iban} shown={formatIban(pay.iban)} />
          {pay.bic && <Copyable label="BIC" value={pay.bic} />}
          <div>
            <dt>Importo</dt>
            <dd data-testid="pay-transfer-amount">{formatEuro(pay.amount)}</dd>
          </div>
          <Copyable
            label="Causale"
            value={pay.causale}
            shown={`${formatCreditorReference(pay.reference)} bolletta n. ${invoice.key}`}
          />
        </dl>
      </div>
      {pay.cbill && (
        <>
          <h3>Circuito CBILL (home banking)</h3>
          <dl className="invoice-facts">
            <Copyable label="Codice azienda CBILL" value={pay.cbill.billerCode} />
            <Copyable label="Numero bolletta" value={pay.cbill.billNumber} />
          </dl>
        </>
      )}
      {pay.bollettino && (
        <>
          <h3>Bollettino postale (TD 896)</h3>
          <dl className="invoice-facts">
            <Copyable label="Conto corrente postale" value={pay.bollettino.account} />
            <div>
              <dt>Intestato a</dt>
              <dd>{pay.bollettino.holder}</dd>
            </div>
            <Copyable label="Codice bollettino" value={pay.bollettino.paymentCode} />
          </dl>
        </>
      )}
    </section>
  );
}
