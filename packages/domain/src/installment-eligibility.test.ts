import { describe, expect, it } from 'vitest';
import {
  ECB_REFERENCE_RATE,
  INSTALLMENT_CASES,
  installmentCase,
  installmentEligibility,
  simulateInstallmentPlan,
  type EligibilityBill,
} from './installment-eligibility';

// 10:00 in Rome, 15 March 2024.
const NOW = new Date('2024-03-15T09:00:00Z');
const bill = (over: Partial<EligibilityBill> = {}): EligibilityBill => ({
  amountToPay: '300.00',
  paymentLevel: 'DaPagare',
  issueDate: '2024-03-05',
  dueDate: '2024-03-25',
  periodEnd: '2024-02-29',
  hasInstallments: false,
  closingReading: 'effettiva',
  billingMonths: 2,
  ...over,
});
const estimated = (...amounts: number[]) => ({
  previous: amounts.map((amount) => ({ amount, closingReading: 'stimata' as const })),
});
const none = { previous: [] };

describe('the ARERA cases, each with its source', () => {
  it('every case names its source; the regulated ones are ARERA’s TIF', () => {
    for (const c of Object.values(INSTALLMENT_CASES)) {
      expect(c.source.length).toBeGreaterThan(20);
      if (c.regulated) expect(c.source).toMatch(/^ARERA, Testo integrato fatturazione/);
    }
  });

  it('conguaglio over 150% of the average estimated bill since the last real reading', () => {
    // Estimated 100 and 120 (average 110): 165.01 is over 150%, 165.00 is not.
    expect(installmentCase(bill({ amountToPay: '165.01' }), estimated(100, 120))).toBe(
      'conguaglio-oltre-150',
    );
    expect(installmentCase(bill({ amountToPay: '165.00' }), estimated(100, 120))).toBe('offerta-venditore');
    // Only the estimated bills after the last real one count.
    expect(
      installmentCase(bill({ amountToPay: '200' }), {
        previous: [
          { amount: 100, closingReading: 'stimata' },
          { amount: 1000, closingReading: 'effettiva' },
          { amount: 1000, closingReading: 'stimata' },
        ],
      }),
    ).toBe('conguaglio-oltre-150');
    // Not a conguaglio: the bill itself is on an estimate, or nothing was estimated before.
    expect(installmentCase(bill({ closingReading: 'stimata', amountToPay: '999' }), estimated(100))).toBe(
      'offerta-venditore',
    );
    expect(installmentCase(bill({ amountToPay: '999' }), none)).toBe('offerta-venditore');
  });

  it('a bill issued more than 45 days after its period: the seller’s delay, without interest', () => {
    expect(installmentCase(bill({ issueDate: '2024-04-15', periodEnd: '2024-02-29' }), none)).toBe(
      'ritardo-fatturazione',
    );
    expect(installmentCase(bill({ issueDate: '2024-04-14', periodEnd: '2024-02-29' }), none)).toBe(
      'offerta-venditore',
    );
    expect(INSTALLMENT_CASES['ritardo-fatturazione'].interestFree).toBe(true);
  });

  it('a recalculation after a meter fault, without interest, before the others', () => {
    expect(installmentCase(bill({ meterFault: true, issueDate: '2024-06-01' }), estimated(1))).toBe(
      'malfunzionamento-misuratore',
    );
    expect(INSTALLMENT_CASES['malfunzionamento-misuratore'].interestFree).toBe(true);
  });

  it('the seller’s offer from 50 euro; below it, no case', () => {
    expect(installmentCase(bill({ amountToPay: '50.00' }), none)).toBe('offerta-venditore');
    expect(installmentCase(bill({ amountToPay: '49.99' }), none)).toBeNull();
    // A regulated case does not need the 50 euro.
    expect(installmentCase(bill({ amountToPay: '40' }), estimated(10, 10))).toBe('conguaglio-oltre-150');
  });
});

describe('eligibility today', () => {
  it('eligible under a conguaglio: at least as many instalments as estimated bills, ECB interest at most', () => {
    const e = installmentEligibility(bill({ amountToPay: '600' }), estimated(100, 110, 90), NOW);
    expect(e).toMatchObject({
      eligible: true,
      case: { code: 'conguaglio-oltre-150', regulated: true },
      amount: '600.00',
      minInstallments: 3,
      maxInstallments: 12,
      annualRate: ECB_REFERENCE_RATE,
      firstDueDate: '2024-03-25',
      periodMonths: 2,
    });
  });

  it('interest-free for the seller’s delay; the first instalment never within a week', () => {
    const e = installmentEligibility(
      bill({ issueDate: '2024-03-10', periodEnd: '2024-01-15', dueDate: '2024-03-12' }),
      none,
      NOW,
    );
    expect(e).toMatchObject({
      eligible: true,
      annualRate: 0,
      minInstallments: 2,
      firstDueDate: '2024-03-22',
    });
  });

  it.each([
    [{ paymentLevel: 'Pagata', amountToPay: '0' }, /già pagata/],
    [{ hasInstallments: true, paymentLevel: 'Rateizzata' }, /già rateizzata/],
    [{ issueDate: '2024-03-16', dueDate: '2024-04-05' }, /dal 16\/03\/2024 al 15\/04\/2024/],
    [{ issueDate: '2024-02-01', dueDate: '2024-03-04' }, /fino a 10 giorni dopo la scadenza/],
    [{ amountToPay: '20' }, /inferiore a 50 euro/],
  ])('not eligible %j: says why', (over, why) => {
    const e = installmentEligibility(bill(over), none, NOW);
    expect(e.eligible).toBe(false);
    if (!e.eligible) expect(e.reasons.join(' ')).toMatch(why);
  });

  it('the window still applies to the regulated cases', () => {
    const late = bill({ issueDate: '2024-01-20', dueDate: '2024-02-10', periodEnd: '2023-11-30' });
    expect(installmentCase(late, none)).toBe('ritardo-fatturazione');
    expect(installmentEligibility(late, none, NOW).eligible).toBe(false);
  });
});

describe('the simulated plan', () => {
  const sum = (xs: string[]) => xs.reduce((t, x) => t + Math.round(Number(x) * 100), 0);

  it('interest-free: equal parts, the last takes the cents left, one every period', () => {
    const plan = simulateInstallmentPlan({
      amount: '100.00',
      count: 3,
      firstDueDate: '2024-01-31',
      periodMonths: 1,
      annualRate: 0,
    });
    expect(plan.installments.map((i) => [i.dueDate, i.amount])).toEqual([
      ['2024-01-31', '33.33'],
      ['2024-02-29', '33.33'],
      ['2024-03-31', '33.34'],
    ]);
    expect(plan).toMatchObject({ principal: '100.00', interest: '0.00', total: '100.00' });
  });

  it('for any amount and count, the principals add up to the amount and the amounts to the total', () => {
    for (const amount of ['0.02', '1.00', '99.99', '1234.56', '15000.01'])
      for (let count = 1; count <= 12; count++)
        for (const annualRate of [0, 2.15, 7]) {
          const plan = simulateInstallmentPlan({
            amount,
            count,
            firstDueDate: '2024-05-10',
            periodMonths: 2,
            annualRate,
            interestFrom: '2024-03-25',
          });
          expect(sum(plan.installments.map((i) => i.principal))).toBe(Math.round(Number(amount) * 100));
          expect(sum(plan.installments.map((i) => i.amount))).toBe(Math.round(Number(plan.total) * 100));
          expect(sum(plan.installments.map((i) => i.interest))).toBe(Math.round(Number(plan.interest) * 100));
          if (annualRate === 0) expect(plan.interest).toBe('0.00');
        }
  });

  it('interest on the capital still owed, from the bill’s due date', () => {
    const plan = simulateInstallmentPlan({
      amount: '365.00',
      count: 2,
      firstDueDate: '2024-04-04',
      periodMonths: 1,
      annualRate: 10,
      interestFrom: '2024-03-25',
    });
    // 365 € × 10% × 10 days / 365 = 1.00 €; then 182.50 € × 10% × 30 days / 365 = 1.50 €.
    expect(plan.installments.map((i) => i.interest)).toEqual(['1.00', '1.50']);
    expect(plan.total).toBe('367.50');
  });

  it('refuses no instalments or nothing to pay', () => {
    expect(() =>
      simulateInstallmentPlan({
        amount: 10,
        count: 0,
        firstDueDate: '2024-01-01',
        periodMonths: 1,
        annualRate: 0,
      }),
    ).toThrow();
  });
});
