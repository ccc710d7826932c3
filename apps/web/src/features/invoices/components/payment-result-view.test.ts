import { describe, expect, it } from 'vitest';
import { paymentResultView } from './payment-result-view';

describe('payment return screen: the recorded outcome decides, not the return path', () => {
  const base = {
    paymentId: '42',
    returnedTo: 'ok' as const,
    status: undefined,
    failed: false,
    gaveUp: false,
  };

  it.each([
    [{}, 'checking'],
    [{ status: 'Creato' }, 'checking'],
    [{ status: 'Creato', gaveUp: true }, 'pending'],
    [{ status: 'Creato', returnedTo: 'ko' }, 'cancelled'],
    [{ status: 'Pagato' }, 'success'],
    [{ status: 'Pagato', returnedTo: 'ko' }, 'success'],
    [{ status: 'Annullato' }, 'cancelled'],
    [{ status: 'Rifiutato' }, 'refused'],
    [{ failed: true }, 'failure'],
    [{ paymentId: '0', status: 'Pagato' }, 'failure'],
    [{ paymentId: null }, 'failure'],
    [{ paymentId: 'abc', status: 'Pagato' }, 'failure'],
  ] as const)('%j → %s', (change, expected) => {
    expect(paymentResultView({ ...base, ...change })).toBe(expected);
  });
});
