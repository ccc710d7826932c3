import { describe, expect, it } from 'vitest';
import { practiceState } from './practices';
import {
  phaseCodeFor,
  REQUEST_STATE_STATUS,
  REQUEST_STATES,
  REQUEST_TARGET_STATES,
  requestStateMove,
  requestStateOf,
} from './request-states';

describe('request states', () => {
  it('reads the ERP statuses as the four states', () => {
    expect(requestStateOf('Aperto')).toBe('open');
    expect(requestStateOf('In lavorazione')).toBe('in_progress');
    expect(requestStateOf('Chiuso')).toBe('concluded');
    expect(requestStateOf('Concluso')).toBe('concluded');
    expect(requestStateOf('Respinto')).toBe('rejected');
    expect(requestStateOf('Annullato')).toBe('rejected');
    expect(requestStateOf(null)).toBe('open');
    expect(requestStateOf('Qualcosa di nuovo')).toBe('open');
  });

  it('writes statuses that read back as the same state, and that Pratiche shows open or closed', () => {
    for (const to of REQUEST_TARGET_STATES) expect(requestStateOf(REQUEST_STATE_STATUS[to])).toBe(to);
    expect(practiceState(REQUEST_STATE_STATUS.in_progress)).toBe('In corso');
    expect(practiceState(REQUEST_STATE_STATUS.concluded)).toBe('Conclusa');
    expect(practiceState(REQUEST_STATE_STATUS.rejected)).toBe('Conclusa');
  });

  it('moves an open or in-progress request anywhere, a concluded or rejected one nowhere', () => {
    const table = REQUEST_STATES.flatMap((from) =>
      REQUEST_TARGET_STATES.map((to) => `${from}→${to}: ${requestStateMove(from, to).ok ? 'ok' : 'no'}`),
    );
    expect(table).toEqual([
      'open→in_progress: ok',
      'open→concluded: ok',
      'open→rejected: ok',
      'in_progress→in_progress: ok',
      'in_progress→concluded: ok',
      'in_progress→rejected: ok',
      'concluded→in_progress: no',
      'concluded→concluded: no',
      'concluded→rejected: no',
      'rejected→in_progress: no',
      'rejected→concluded: no',
      'rejected→rejected: no',
    ]);
    expect(requestStateMove('open', 'concluded')).toEqual({ ok: true, status: 'Concluso' });
    expect(requestStateMove('concluded', 'rejected')).toEqual({
      ok: false,
      message: 'La pratica è già conclusa: non può cambiare stato',
    });
    expect(requestStateMove('rejected', 'in_progress')).toMatchObject({
      message: 'La pratica è già respinta: non può cambiare stato',
    });
  });

  it('moves the phase code to step 20 or 90 of the same type', () => {
    expect(phaseCodeFor('IR010', 'in_progress')).toBe('IR020');
    expect(phaseCodeFor('SDD010', 'concluded')).toBe('SDD090');
    expect(phaseCodeFor('AS010', 'rejected')).toBe('AS090');
    expect(phaseCodeFor('X10', 'concluded')).toBe('X90');
    expect(phaseCodeFor('', 'in_progress')).toBe('020');
  });
});
