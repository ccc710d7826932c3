import { describe, expect, it } from 'vitest';
import {
  consumptionCsv,
  consumptionCsvName,
  csvNumber,
  csvText,
  previousYearKey,
  previousYearTotals,
} from './consumption-export';
import type { ChartData } from './consumption-graph';

describe('consumption CSV', () => {
  it.each([
    ['Casa', 'Casa'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+39 06 1234', "'+39 06 1234"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a;b', '"a;b"'],
    ['riga\nnuova', '"riga\nnuova"'],
  ])('text %j → %j', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });

  it.each([
    [0, '0'],
    [1234.5, '1234,5'],
    [0.1234, '0,123'],
    [12.3456, '12,346'],
  ])('number %d → %s', (n, cell) => {
    expect(csvNumber(n)).toBe(cell);
  });

  const data: ChartData = {
    series: ['F1', 'F2', 'F3'],
    labels: ['2025-01', '2025-02'],
    values: [
      [10.5, 1],
      [5, 2],
      [2.25, 3],
    ],
    totals: [17.75, 6],
    estimated: [false, true],
  };

  it('writes semicolons, decimal commas, a BOM and CRLF; the rows add up to the total', () => {
    const csv = consumptionCsv({ detail: 'monthly', data, unit: 'kWh', supplyCode: 'IT001E12345678' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Mese;Fascia F1 (kWh);Fascia F2 (kWh);Fascia F3 (kWh);Totale (kWh);Stimato;Fornitura',
    );
    expect(lines[1]).toMatch(/^[^;]+;10,5;5;2,25;17,75;no;IT001E12345678$/);
    expect(lines[2]).toMatch(/;6;sì;IT001E12345678$/);
    const sum = lines.slice(1).reduce((s, l) => s + Number(l.split(';')[4]!.replace(',', '.')), 0);
    expect(sum).toBeCloseTo(23.75, 6);
  });

  it('one value column for gas and heat', () => {
    const gas: ChartData = {
      series: ['Consumo'],
      labels: ['2025-01-03'],
      values: [[2.5]],
      totals: [2.5],
      estimated: [false],
    };
    const lines = consumptionCsv({ detail: 'daily', data: gas, unit: 'Smc', supplyCode: '00880000123456' })
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Giorno;Consumo (Smc);Stimato;Fornitura');
    expect(lines[1]!.split(';')[1]).toBe('2,5');
  });

  it('names the file with safe characters', () => {
    expect(consumptionCsvName('IT001E12345678', 'hourly', '2025-03-04')).toBe(
      'consumi-orari-IT001E12345678-2025-03-04.csv',
    );
    expect(consumptionCsvName('a/b c', 'monthly', '2025')).toBe('consumi-mensili-a_b_c-2025.csv');
  });
});

describe('previous year', () => {
  it.each([
    ['monthly', '2025', '2024'],
    ['daily', '2025-03', '2024-03'],
    ['daily', '2025-01', '2024-01'],
    ['hourly', '2025-03-04', '2024-03-04'],
    ['hourly', '2024-02-29', '2023-02-28'],
  ] as const)('%s %s → %s', (detail, key, prev) => {
    expect(previousYearKey(detail, key)).toBe(prev);
  });

  it('lines the previous totals up row by row', () => {
    const column = (totals: number[]): ChartData => ({
      series: ['Consumo'],
      labels: totals.map((_, i) => String(i)),
      values: [totals],
      totals,
      estimated: totals.map(() => false),
    });
    const cur = column([1, 2, 3]);
    const prev = column([4, 5]);
    expect(previousYearTotals(cur, prev)).toEqual([4, 5, null]);
  });
});
