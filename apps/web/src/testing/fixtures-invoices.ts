import type { Installment, Invoice } from '@sportello/contract';

/** A day `offset` days from today, as the API writes dates (YYYY-MM-DD). */
export function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** An instalment of an invoice as the API answers it. */
export function installmentFixture(overrides: Partial<Installment> = {}): Installment {
  return {
    id: 1,
    invoiceId: 11,
    number: 1,
    dueDate: dayFromToday(10),
    amount: '50.00',
    toBePaid: true,
    paidDate: null,
    status: 1,
    ...overrides,
  };
}

/**
 * An invoice as GET /Erp/v1/invoices answers it: to be paid, due in ten days, inside the
 * instalment request window; each test names only what it looks at.
 */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 11,
    key: 'FT2026-0011',
    invoiceTypeCode: 1,
    invoiceTypeDescription: 'Fattura',
    issueDate: dayFromToday(-10),
    dueDate: dayFromToday(10),
    periodStart: '2026-09-01',
    periodEnd: '2026-10-31',
    totalAmount: '120.50',
    amountToPay: '120.50',
    paymentLevel: 'DaPagare',
    paidDate: null,
    consumption: '320',
    consumptionUnit: 'kWh',
    supplyId: 7,
    supplyKey: 'IT001E00000007',
    commodity: 'luce',
    archiviationKey: 'ARC-0011',
    documentAvailable: true,
    installmentsRequestable: true,
    contract: {
      id: 1,
      key: 'CTR-AST0001001-01',
      customerId: 1,
      customer: { id: 1, key: 'CLI0001', name: 'Mario Rossi' },
      multiPodInvoicing: false,
    },
    installments: [],
    ...overrides,
  };
}

type InvoiceDetailAnswer = {
  invoiceId: number;
  invoiceKey: string;
  total: string;
  sections: {
    code: 'energia' | 'trasporto' | 'oneri' | 'imposte' | 'altro';
    title: string;
    amount: string;
    lines: {
      description: string;
      supplyId: number | null;
      podPdr: string | null;
      quantity: string | null;
      unit: string | null;
      unitPrice: string | null;
      amount: string;
    }[];
  }[];
};

/** GET /Erp/v1/invoices/{id}/detail: the Bolletta 2.0 summary of an invoice, by sections. */
export function invoiceDetailFixture(overrides: Partial<InvoiceDetailAnswer> = {}): InvoiceDetailAnswer {
  return {
    invoiceId: 11,
    invoiceKey: 'FT2026-0011',
    total: '120.50',
    sections: [
      {
        code: 'energia',
        title: 'Spesa per la materia energia',
        amount: '80.00',
        lines: [
          {
            description: 'Energia F1',
            supplyId: 7,
            podPdr: 'IT001E00000007',
            quantity: '200',
            unit: 'kWh',
            unitPrice: '0.4',
            amount: '80.00',
          },
        ],
      },
      { code: 'imposte', title: 'Imposte', amount: '40.50', lines: [] },
    ],
    ...overrides,
  };
}
