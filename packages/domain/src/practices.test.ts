import { describe, expect, it } from 'vitest';
import { phaseStep, practiceState, practiceTimeline, practiceTypeLabel, sortPractices } from './practices';

describe('practices', () => {
  it.each([
    ['Chiuso', 'Conclusa'],
    ['Annullato', 'Conclusa'],
    ['Aperto', 'In corso'],
    ['In lavorazione', 'In corso'],
    [null, 'In corso'],
  ])('status %s is %s', (status, state) => {
    expect(practiceState(status)).toBe(state);
  });

  it.each([
    ['AttivazioneServizio', 'Attivazione servizio'],
    ['GestioneSDD', 'Domiciliazione bancaria'],
    ['Var_Anagrafica', 'Dati di contatto e privacy'],
    ['Nuovo_Tipo', 'Nuovo Tipo'],
    ['', 'Richiesta'],
  ])('type %s reads %s', (type, label) => {
    expect(practiceTypeLabel(type)).toBe(label);
  });

  it.each([
    ['IR010', 10],
    ['SDD020', 20],
    ['BC090', 90],
    ['X', null],
  ])('phase code %s is step %s', (code, step) => {
    expect(phaseStep(code)).toBe(step);
  });

  it('an open request in its first phase: received is current, the rest to do', () => {
    expect(practiceTimeline({ PhaseCode: 'SE010', Status: 'Aperto' }).map((s) => s.status)).toEqual([
      'current',
      'todo',
      'todo',
    ]);
  });

  it('an open request being worked on: received done, worked current', () => {
    expect(practiceTimeline({ PhaseCode: 'SDD020', Status: 'In lavorazione' }).map((s) => s.status)).toEqual([
      'done',
      'current',
      'todo',
    ]);
  });

  it('a closed request has every phase done, whatever its code', () => {
    expect(practiceTimeline({ PhaseCode: 'IS020', Status: 'Chiuso' }).map((s) => s.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it('sorts newest first', () => {
    const list = [
      { id: 1, CreatedDate: '2025-01-01T10:00:00Z' },
      { id: 2, CreatedDate: '2025-03-01T10:00:00Z' },
      { id: 3, CreatedDate: null },
    ];
    expect(sortPractices(list).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});
