import { describe, expect, it } from 'vitest';
import { canRequestInstallments, installmentRequestWindow, installmentStatus } from './installments';

// 10:00 in Rome on 15 March 2024; and 00:30 on 16 March in Rome (still the 15th in UTC).
const NOW = new Date('2024-03-15T09:00:00Z');
const JUST_AFTER_MIDNIGHT = new Date('2024-03-15T23:30:00Z');

describe('installment status', () => {
  it.each([
    ['2024-03-14', 100, 0, 'past and to be paid'],
    ['2024-03-15', '12.50', 0, 'due today and to be paid'],
    ['2024-03-15', true, 0, 'flag true'],
    ['2024-03-15', 'true', 0, 'flag as text'],
    ['2024-03-16', 100, 1, 'future'],
    ['2024-03-16', 0, 1, 'future even if paid'],
    ['2024-03-14', 0, 2, 'past and paid'],
    ['2024-03-14', '0.00', 2, 'past, zero as text'],
    ['2024-03-14', false, 2, 'flag false'],
    ['2024-03-14', 'false', 2, 'flag false as text'],
    ['2024-03-14', null, 2, 'nothing to pay'],
    ['2024-03-14', 'abc', 2, 'unreadable amount'],
    [null, 100, 2, 'missing due date'],
    ['20240314', 100, 0, 'yyyymmdd'],
  ])('due %j, toBePaid %j -> %i (%s)', (dueDate, toBePaid, status, _note) => {
    expect(installmentStatus({ dueDate, toBePaid }, NOW)).toBe(status);
  });

  it('uses the Italian day around midnight', () => {
    // In Rome it is already 16 March: a 16 March due date is reached.
    expect(installmentStatus({ dueDate: '2024-03-16', toBePaid: 10 }, JUST_AFTER_MIDNIGHT)).toBe(0);
    expect(installmentStatus({ dueDate: '2024-03-16', toBePaid: 10 }, new Date('2024-03-15T22:59:59Z'))).toBe(
      1,
    );
  });
});

describe('instalment request window', () => {
  const invoice = { issueDate: '2024-02-01', dueDate: '2024-02-25' };

  it('runs from the issue date to the due date + 10 days (leap year)', () => {
    expect(installmentRequestWindow(invoice)).toEqual({ from: '2024-02-01', to: '2024-03-06' });
    expect(installmentRequestWindow({ issueDate: '2023-02-01', dueDate: '2023-02-25' })).toEqual({
      from: '2023-02-01',
      to: '2023-03-07',
    });
    expect(installmentRequestWindow(invoice, 30)).toEqual({ from: '2024-02-01', to: '2024-03-26' });
    expect(installmentRequestWindow({ issueDate: null, dueDate: '2024-02-25' })).toBeNull();
    expect(installmentRequestWindow({ issueDate: '2024-02-01', dueDate: undefined })).toBeNull();
  });

  it.each([
    ['2024-01-31T12:00:00Z', 10, false, 'before issue'],
    ['2024-01-31T23:30:00Z', 10, true, 'issue day in Rome, still 31 Jan in UTC'],
    ['2024-02-10T12:00:00Z', 10, true, 'inside'],
    ['2024-03-06T22:59:00Z', 10, true, 'last day, 23:59 in Rome'],
    ['2024-03-06T23:00:00Z', 10, false, 'day after the last, in Rome'],
    ['2024-03-20T12:00:00Z', 30, true, 'configured 30 days'],
    ['2024-03-20T12:00:00Z', 10, false, 'default 10 days'],
  ])('at %s with %i days -> %s (%s)', (now, days, ok, _note) => {
    expect(canRequestInstallments(invoice, new Date(now), days)).toBe(ok);
  });

  it('defaults to 10 days and refuses without dates', () => {
    expect(canRequestInstallments(invoice, new Date('2024-03-06T12:00:00Z'))).toBe(true);
    expect(canRequestInstallments(invoice, new Date('2024-03-07T12:00:00Z'))).toBe(false);
    expect(canRequestInstallments({ issueDate: '', dueDate: '' }, NOW)).toBe(false);
  });
});
