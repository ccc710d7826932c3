import { describe, expect, it } from 'vitest';
import { csvRecords, type CsvItem } from './csv-lines';
import { clockHourOf, clockHourOfQuarter, hoursInDay } from './italian-time';
import { parseDay, parseDecimal, parseMonth, parseWhole } from './values';

async function* chunks(...parts: (string | Uint8Array)[]) {
  for (const p of parts) yield p;
}
async function all(source: AsyncIterable<string | Uint8Array>): Promise<CsvItem[]> {
  const out: CsvItem[] = [];
  for await (const item of csvRecords(source)) out.push(item);
  return out;
}

describe('CSV of the ERPs, streamed', () => {
  it('reads the header and the records with their line numbers, across chunk borders and a BOM', async () => {
    const bytes = Buffer.from(
      '\uFEFFPOD;Matricola;Data\r\nIT001E1;M 1;01/02/2025\r\n\r\n"IT;002";"a ""b""";2025-02-01',
      'utf8',
    );
    const items = await all(chunks(bytes.subarray(0, 7), bytes.subarray(7, 30), bytes.subarray(30)));
    expect(items[0]).toEqual({ kind: 'header', line: 1, columns: ['pod', 'matricola', 'data'] });
    expect(items[1]).toMatchObject({ kind: 'record', record: { line: 2 } });
    const second = items[2] as Extract<CsvItem, { kind: 'record' }>;
    expect(second.record.line).toBe(4);
    expect(second.record.cells.get('pod')).toBe('IT;002');
    expect(second.record.cells.get('matricola')).toBe('a "b"');
  });

  it('answers a broken line and goes on; an empty file names its missing header', async () => {
    const items = await all(chunks('pod,valore\nA,1,2\nB,"3\nC,4\n'));
    expect(items.map((i) => i.kind)).toEqual(['header', 'error', 'error', 'record']);
    expect((items[1] as Extract<CsvItem, { kind: 'error' }>).error).toMatchObject({ line: 2, field: 'riga' });
    expect(await all(chunks(''))).toEqual([
      {
        kind: 'error',
        error: expect.objectContaining({ line: 1, message: expect.stringMatching(/intestazione/) }),
      },
    ]);
  });

  it('refuses a line without end once and keeps counting lines after it', async () => {
    const long = 'x'.repeat(40_000);
    const items = await all(chunks('pod\n', long.slice(0, 20_000), long.slice(20_000), '\nIT1\n'));
    expect(items.map((i) => i.kind)).toEqual(['header', 'error', 'record']);
    expect((items[2] as Extract<CsvItem, { kind: 'record' }>).record.line).toBe(3);
  });
});

describe('Italian values', () => {
  it.each([
    ['1234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567,125', 1234567.125],
    ['1234.5', 1234.5],
    ['0,000', 0],
    [' 12 ', 12],
    ['-3,5', -3.5],
  ])('%s is %d', (raw, value) => expect(parseDecimal(raw)).toBe(value));
  it.each(['', 'abc', '1,2,3', '1.23,4.5', '12,'])('%s is not a number', (raw) =>
    expect(parseDecimal(raw)).toBeNull(),
  );
  it('days and months', () => {
    expect(parseDay('2025-03-14')).toBe('2025-03-14');
    expect(parseDay('14/03/2025')).toBe('2025-03-14');
    expect(parseDay('20250314')).toBe('2025-03-14');
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('31/04/2025')).toBeNull();
    expect(parseMonth('2025-03')).toBe('2025-03-01');
    expect(parseMonth('03/2025')).toBe('2025-03-01');
    expect(parseMonth('2025-13')).toBeNull();
    expect(parseWhole('07', 1, 25)).toBe(7);
    expect(parseWhole('26', 1, 25)).toBeNull();
    expect(parseWhole('1,5', 1, 25)).toBeNull();
  });
});

describe('Italian hours of a day (summer time)', () => {
  it('has 23 hours on the last Sunday of March and 25 on the last Sunday of October', () => {
    expect(hoursInDay('2024-03-31')).toBe(23);
    expect(hoursInDay('2024-10-27')).toBe(25);
    expect(hoursInDay('2025-03-30')).toBe(23);
    expect(hoursInDay('2025-10-26')).toBe(25);
    expect(hoursInDay('2025-10-19')).toBe(24);
  });
  it('maps the n-th hour and quarter to the clock hour', () => {
    expect([1, 2, 3, 23].map((h) => clockHourOf('2024-03-31', h))).toEqual([0, 1, 3, 23]);
    expect(clockHourOf('2024-03-31', 24)).toBeNull();
    expect([1, 3, 4, 5, 25].map((h) => clockHourOf('2024-10-27', h))).toEqual([0, 2, 2, 3, 23]);
    expect(clockHourOf('2024-10-28', 25)).toBeNull();
    expect([1, 4, 5, 96].map((q) => clockHourOfQuarter('2025-10-15', q))).toEqual([0, 0, 1, 23]);
    expect([9, 12, 13, 16, 100].map((q) => clockHourOfQuarter('2025-10-26', q))).toEqual([2, 2, 2, 2, 23]);
    expect(clockHourOfQuarter('2025-10-15', 97)).toBeNull();
  });
});
