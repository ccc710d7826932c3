import { describe, expect, it } from 'vitest';
import {
  hasContractOrSupplyRules,
  hasInvoiceModule,
  invoicePaymentStatus,
  isMultiPodInvoice,
  needsListView,
  showInvoiceActionsPopover,
} from './invoices';

describe('invoices', () => {
  it.each([
    [1, true],
    [2, true],
    [4, true],
    [5, true],
    [31, true],
    [9, true],
    ['31', true],
    [' 9 ', true],
    [3, false],
    [6, false],
    [13, false],
    ['', false],
    [null, false],
    [undefined, false],
    ['abc', false],
  ])('needsListView(%j) = %s', (code, ok) => {
    expect(needsListView(code)).toBe(ok);
  });

  it('knows the invoice modules', () => {
    expect(hasInvoiceModule(['panoram'])).toBe(true);
    expect(hasInvoiceModule(['dettFatt', 'ser'])).toBe(true);
    expect(hasInvoiceModule(['fatt', 'pay'])).toBe(false);
    expect(hasInvoiceModule([])).toBe(false);
  });

  it('reads multi-POD and contract rules', () => {
    expect(isMultiPodInvoice({ contract: { multiPodInvoicing: true } })).toBe(true);
    expect(isMultiPodInvoice({ contract: { multiPodInvoicing: 'true' } })).toBe(true);
    expect(isMultiPodInvoice({ contract: { multiPodInvoicing: 'false' } })).toBe(false);
    expect(isMultiPodInvoice({ contract: null })).toBe(false);
    expect(isMultiPodInvoice({})).toBe(false);
    expect(hasContractOrSupplyRules({ contract: { multiPodInvoicing: true }, supplyId: null })).toBe(true);
    expect(hasContractOrSupplyRules({ contract: { multiPodInvoicing: true }, supplyId: ' ' })).toBe(true);
    expect(hasContractOrSupplyRules({ contract: { multiPodInvoicing: true }, supplyId: 7 })).toBe(false);
    expect(hasContractOrSupplyRules({ contract: { multiPodInvoicing: false } })).toBe(false);
  });

  const multi = { contract: { multiPodInvoicing: true } };
  it.each([
    [{ ...multi, invoiceTypeCode: 1 }, ['panoram'], true],
    [{ ...multi, invoiceTypeCode: 31 }, ['dettFatt'], true],
    [{ ...multi, invoiceTypeCode: 3 }, ['panoram'], false],
    [{ ...multi, invoiceTypeCode: 1 }, ['fatt'], false],
    [{ ...multi, invoiceTypeCode: 1, supplyId: 12 }, ['panoram'], false],
    [{ invoiceTypeCode: 1, contract: { multiPodInvoicing: false } }, ['panoram'], false],
  ])('popover %j with %j -> %s', (invoice, modules, ok) => {
    expect(showInvoiceActionsPopover(invoice, modules)).toBe(ok);
  });

  it('payment status is paymentLevel', () => {
    expect(invoicePaymentStatus({ paymentLevel: 'Pagata' })).toBe('Pagata');
  });
});
