import { describe, expect, it } from 'vitest';
import { isProposalVisible } from './proposals';

const at = (iso: string) => new Date(iso);

describe('proposal visibility', () => {
  describe('from the cut-over (16 Jan 2024): whole days in Europe/Rome', () => {
    it.each([
      [{ startDate: '2024-03-01', endDate: '2024-03-31' }, '2024-03-15T12:00:00Z', true, 'inside'],
      [
        { startDate: '2024-03-01', endDate: '2024-03-31' },
        '2024-03-31T21:59:59Z',
        true,
        '23:59:59 in Rome (CEST) on the end day',
      ],
      [
        { startDate: '2024-03-01', endDate: '2024-03-31' },
        '2024-03-31T22:00:00Z',
        false,
        'midnight after the end day',
      ],
      [
        { startDate: '2024-03-01', endDate: '2024-03-31' },
        '2024-02-29T23:00:00Z',
        true,
        'first instant of the start day',
      ],
      [{ startDate: '2024-03-01', endDate: '2024-03-31' }, '2024-02-29T22:59:59Z', false, 'the day before'],
      [
        { startDate: '2024-03-01T15:00:00', endDate: '2024-03-31T08:00:00' },
        '2024-03-01T08:00:00Z',
        true,
        'start moved to start of day',
      ],
      [
        { startDate: '2024-03-01T15:00:00', endDate: '2024-03-31T08:00:00' },
        '2024-03-31T20:00:00Z',
        true,
        'end moved to 23:59:59',
      ],
      [
        { startDate: null, endDate: '2024-03-31' },
        '2020-01-01T00:00:00Z',
        true,
        'no start, long before the end',
      ],
      [{ startDate: null, endDate: '2024-03-31' }, '2024-02-01T00:00:00Z', true, 'no start'],
      [{ startDate: '2024-03-01', endDate: '' }, '2030-01-01T00:00:00Z', true, 'no end'],
      [{}, '2030-01-01T00:00:00Z', true, 'no bounds'],
      [{ startDate: 'garbage' }, '2024-03-15T12:00:00Z', false, 'unreadable start'],
      [{ endDate: '2024-02-30' }, '2024-02-15T12:00:00Z', false, 'impossible end date'],
    ])('%j at %s -> %s (%s)', (p, now, visible, _note) => {
      expect(isProposalVisible(p, at(now))).toBe(visible);
    });
  });

  describe('before the cut-over: raw instants', () => {
    it.each([
      [
        { startDate: '2023-12-01', endDate: '2023-12-31' },
        '2023-12-31T12:00:00Z',
        false,
        'end day itself excluded (end = midnight)',
      ],
      [
        { startDate: '2023-12-01', endDate: '2023-12-31' },
        '2023-12-30T22:59:59Z',
        true,
        'last instant before end',
      ],
      [
        { startDate: '2023-12-01T15:00:00', endDate: null },
        '2023-12-01T13:00:00Z',
        false,
        'before a start time',
      ],
      [
        { startDate: '2023-12-01T15:00:00', endDate: null },
        '2023-12-01T14:00:00Z',
        true,
        'at a start time (15:00 Rome)',
      ],
      [{ endDate: 'garbage' }, '2023-12-01T14:00:00Z', false, 'unreadable end'],
    ])('%j at %s -> %s (%s)', (p, now, visible, _note) => {
      expect(isProposalVisible(p, at(now))).toBe(visible);
    });

    it('switches at midnight of 16 Jan 2024 in Rome', () => {
      const p = { startDate: '2024-01-10', endDate: '2024-01-15' };
      // 15 Jan 23:30 in Rome: old rule, end is 15 Jan 00:00 -> hidden.
      expect(isProposalVisible(p, at('2024-01-15T22:30:00Z'))).toBe(false);
      const q = { startDate: '2024-01-10', endDate: '2024-01-16' };
      // 16 Jan 00:30 in Rome (15 Jan 23:30 UTC): new rule, end widened to 16 Jan 23:59:59.
      expect(isProposalVisible(q, at('2024-01-15T23:30:00Z'))).toBe(true);
      // 15 Jan 23:30 in Rome: old rule, 16 Jan 00:00 not yet reached -> still visible.
      expect(isProposalVisible(q, at('2024-01-15T22:30:00Z'))).toBe(true);
    });
  });
});
