import { INVOICE_LIST_VIEW_TYPE_CODES } from './constants';

/** Module keys that stand for the invoice module (spec section 3). */
export const INVOICE_MODULE_KEYS = ['panoram', 'dettFatt'] as const;

/** Invoice types 1, 2, 4, 5, 31 and 9 are shown in the list view. */
export function needsListView(invoiceTypeCode: number | string | null | undefined): boolean {
  if (invoiceTypeCode == null || String(invoiceTypeCode).trim() === '') return false;
  const code = Number(invoiceTypeCode);
  return (INVOICE_LIST_VIEW_TYPE_CODES as readonly number[]).includes(code);
}

export function hasInvoiceModule(moduleKeys: readonly string[]): boolean {
  return moduleKeys.some((k) => (INVOICE_MODULE_KEYS as readonly string[]).includes(k));
}

export interface InvoiceRulesInput {
  invoiceTypeCode?: number | string | null;
  supplyId?: number | string | null;
  contract?: { multiPodInvoicing?: boolean | string | null } | null;
}

function isTrue(value: boolean | string | null | undefined): boolean {
  return value === true || (typeof value === 'string' && /^(true|1|s|si|y)$/i.test(value.trim()));
}

export function isMultiPodInvoice(invoice: InvoiceRulesInput): boolean {
  return isTrue(invoice.contract?.multiPodInvoicing ?? null);
}

/** Contract-level rules: a multi-POD invoice with no single supply. */
export function hasContractOrSupplyRules(invoice: InvoiceRulesInput): boolean {
  const noSupply = invoice.supplyId == null || String(invoice.supplyId).trim() === '';
  return isMultiPodInvoice(invoice) && noSupply;
}

/**
 * The invoice actions popover shows only for list-view types, with the invoice module present,
 * on an invoice with contract or supply rules (multi-POD without supply id). Spec section 5.
 */
export function showInvoiceActionsPopover(
  invoice: InvoiceRulesInput,
  moduleKeys: readonly string[],
): boolean {
  return (
    needsListView(invoice.invoiceTypeCode) &&
    hasInvoiceModule(moduleKeys) &&
    hasContractOrSupplyRules(invoice)
  );
}

/** Invoice payment status is the paymentLevel field, as is. */
export function invoicePaymentStatus<T>(invoice: { paymentLevel: T }): T {
  return invoice.paymentLevel;
}
