import { describe, expect, it } from 'vitest';
import {
  BANK_DEBIT_STATUSES,
  PRACTICE_STATES,
  isBankDebitChangeInProgress,
  isBankDebitStatusInProgress,
  isCreationSuccessful,
  isPracticeClosed,
  isPracticeOpen,
  isRegistryChangeInProgress,
  isSuccessfulId,
  latestRequestOfType,
} from './requests';

const reg = (CreatedDate: string | null, PhaseCode: string) => ({
  requestType: 'Var_Anagrafica',
  CreatedDate,
  PhaseCode,
});
const sdd = (CreatedDate: string, Status: string) => ({ requestType: 'GestioneSDD', CreatedDate, Status });

describe('registry change in progress', () => {
  it.each([
    [[reg('2024-01-01', 'IR010')], true, 'single request in IR010'],
    [reg('2024-01-01', 'IR010'), true, 'single object instead of a list'],
    [[reg('2024-01-01', 'IR010'), reg('2024-02-01', 'IR020')], false, 'latest is IR020'],
    [[reg('2024-02-01', 'IR010'), reg('2024-01-01', 'IR020')], true, 'latest is IR010, listed first'],
    [
      [reg('2024-02-01T10:00:00Z', 'IR020'), reg('2024-02-01T11:00:00Z', 'IR010')],
      true,
      'same day, later hour',
    ],
    [[reg(null, 'IR010'), reg('2024-01-01', 'IR020')], false, 'undated counts as oldest'],
    [
      [{ requestType: 'Altro', CreatedDate: '2024-03-01', PhaseCode: 'IR010' }, reg('2024-01-01', 'IR020')],
      false,
      'other types ignored',
    ],
    [[], false, 'no requests'],
    [null, false, 'nothing'],
  ])('%j -> %s (%s)', (requests, expected, _note) => {
    expect(isRegistryChangeInProgress(requests)).toBe(expected);
  });

  it('finds the latest of a type', () => {
    expect(
      latestRequestOfType([reg('2024-01-01', 'A'), reg('2024-03-01', 'B')], 'Var_Anagrafica')?.PhaseCode,
    ).toBe('B');
    expect(latestRequestOfType([], 'X')).toBeUndefined();
  });
});

describe('bank debit change in progress', () => {
  it.each([
    [{ localMarker: true }, true, 'local marker'],
    [{ localMarker: '1', requests: [] }, true, 'marker as text'],
    [{ requests: [sdd('2024-01-01', 'Chiuso')] }, false, 'closed'],
    [{ requests: [sdd('2024-01-01', 'Aperto')] }, true, 'open'],
    [{ requests: [sdd('2024-01-01', 'Aperto'), sdd('2024-02-01', 'Chiuso')] }, false, 'newest closed'],
    [
      { requests: [sdd('2024-03-01', 'In lavorazione'), sdd('2024-02-01', 'Chiuso')] },
      true,
      'newest in progress',
    ],
    [
      { requests: [{ requestType: 'GestioneSDD', CreatedDate: '2024-01-01' }] },
      true,
      'missing status is not Chiuso',
    ],
    [
      { requests: [{ requestType: 'Var_Anagrafica', CreatedDate: '2024-01-01', Status: 'Aperto' }] },
      false,
      'other type',
    ],
    [{}, false, 'nothing'],
  ])('%j -> %s (%s)', (input, expected, _note) => {
    expect(isBankDebitChangeInProgress(input)).toBe(expected);
  });

  it('knows the in-progress statuses', () => {
    expect(BANK_DEBIT_STATUSES).toEqual(['AttivazioneInCorso', 'VariazioneInCorso', 'RevocaInCorso']);
    expect(isBankDebitStatusInProgress('RevocaInCorso')).toBe(true);
    expect(isBankDebitStatusInProgress('Attivo')).toBe(false);
    expect(isBankDebitStatusInProgress(null)).toBe(false);
  });
});

describe('success ids and practices', () => {
  it.each([
    [1, true],
    ['42', true],
    [0, false],
    ['0', false],
    [-3, false],
    ['', false],
    [null, false],
    [undefined, false],
    ['abc', false],
    [Number.NaN, false],
  ])('isSuccessfulId(%j) = %s', (id, ok) => {
    expect(isSuccessfulId(id)).toBe(ok);
  });

  it('reads id or requestId', () => {
    expect(isCreationSuccessful({ id: 5 })).toBe(true);
    expect(isCreationSuccessful({ requestId: '7' })).toBe(true);
    expect(isCreationSuccessful({ id: 0, requestId: 0 })).toBe(false);
    expect(isCreationSuccessful({})).toBe(false);
    expect(isCreationSuccessful(null)).toBe(false);
  });

  it('practice states', () => {
    expect(PRACTICE_STATES).toEqual({ open: 'In corso', closed: 'Conclusa' });
    expect(isPracticeOpen('In corso')).toBe(true);
    expect(isPracticeOpen('Conclusa')).toBe(false);
    expect(isPracticeClosed('Conclusa')).toBe(true);
    expect(isPracticeClosed(undefined)).toBe(false);
  });
});
