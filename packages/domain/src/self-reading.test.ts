import { describe, expect, it } from 'vitest';
import {
  isInsideReadingWindow,
  readingOriginLabel,
  readingRegisters,
  SELF_READING_MESSAGES,
  validateMeterReading,
} from './self-reading';

type Misura = { ChannelTypeCode: string | number; band: string | null; description: string };

describe('self-reading', () => {
  it.each([
    ['', 5, SELF_READING_MESSAGES.required],
    ['   ', 5, SELF_READING_MESSAGES.required],
    [null, 5, SELF_READING_MESSAGES.required],
    ['12a4', 5, SELF_READING_MESSAGES.digitsOnly],
    ['12,5', 5, SELF_READING_MESSAGES.digitsOnly],
    ['-12', 5, SELF_READING_MESSAGES.digitsOnly],
    ['123456', 5, 'La lettura può avere al massimo 5 cifre'],
    ['12345', 5, null],
    ['00042', 5, null],
    [' 42 ', 5, null],
  ] as const)('reading %j on a %i-digit meter: %s', (value, digits, expected) => {
    expect(validateMeterReading(value, { digits })).toBe(expected);
  });

  it.each([
    [{ open: true, startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-03-15', true],
    [{ open: true, startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-03-01', true],
    [{ open: true, startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-04-01', false],
    [{ open: false, startDate: '2026-03-20', endDate: '2026-03-24' }, '2026-03-15', false],
    [{ open: true, startDate: null, endDate: null }, '2026-03-15', false],
  ])('window %j on %s: %s', (window, day, expected) => {
    expect(isInsideReadingWindow(window, day)).toBe(expected);
  });

  it.each([
    [
      'electricity: the totalizer of channel 1',
      [
        { ChannelTypeCode: '1', band: null, description: 'Energia attiva prelevata' },
        { ChannelTypeCode: '1', band: 'F1', description: 'Energia attiva F1' },
        { ChannelTypeCode: '2', band: null, description: 'Energia reattiva' },
      ],
      ['Energia attiva prelevata'],
    ],
    [
      'only banded registers: all of them',
      [
        { ChannelTypeCode: 1, band: 'F1', description: 'F1' },
        { ChannelTypeCode: 1, band: 'F2', description: 'F2' },
      ],
      ['F1', 'F2'],
    ],
    ['gas', { ChannelTypeCode: '1', band: null, description: 'Volume prelevato' }, ['Volume prelevato']],
    ['no channel 1', [{ ChannelTypeCode: '3', band: null, description: 'Potenza' }], []],
  ] as Array<[string, Misura | Misura[], string[]]>)('%s', (_name, misura, expected) => {
    expect(readingRegisters({ Misure: { Misura: misura } }).map((m) => m.description)).toEqual(expected);
  });

  it.each([
    ['effettiva', 'Lettura effettiva'],
    ['stimata', 'Lettura stimata'],
    ['autolettura', 'Autolettura'],
    ['altro', 'altro'],
  ])('origin %s reads %s', (origin, label) => {
    expect(readingOriginLabel(origin)).toBe(label);
  });
});
