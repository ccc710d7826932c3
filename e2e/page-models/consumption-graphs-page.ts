import { expect, type Page, type Response } from '@playwright/test';
import {
  consumptionRows,
  type ConsumptionColumns,
  type ConsumptionRow,
} from '@sportello/contract/consumption-columns';

export interface ConsumptionAnswer {
  supplyKey: string;
  detail: string;
  unit: string;
  startDate: string;
  endDate: string;
  columns: ConsumptionColumns;
  /** The columns' slots with a measure, as rows (read here from `columns`). */
  items: ConsumptionRow[];
}

/** The server's consumption answer, with its columns read back as rows. */
export function consumptionAnswer(body: {
  getConsumptionsResponse: Omit<ConsumptionAnswer, 'items'>;
}): ConsumptionAnswer {
  const answer = body.getConsumptionsResponse;
  return { ...answer, items: consumptionRows(answer.columns) };
}

/** /supplies/{id}/graphs: detail switch, period navigation, chart, data table and legend. */
export class ConsumptionGraphsPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Grafici dei consumi' });
  }

  detailButton(name: 'Mensile' | 'Giornaliero' | 'Orario') {
    return this.page.getByRole('group', { name: 'Dettaglio dei consumi' }).getByRole('button', { name });
  }

  /** Waits for the page's own consumption call of a detail and returns the server's answer. */
  nextAnswer(detail: string): Promise<ConsumptionAnswer> {
    return this.page
      .waitForResponse(
        (r: Response) => r.url().includes('/Erp/v1/consumptions') && r.url().includes(`detail=${detail}`),
      )
      .then(async (r) => consumptionAnswer(await r.json()));
  }

  period() {
    return this.page.getByTestId('graph-period');
  }

  data() {
    return this.page.getByTestId('graph-data');
  }

  canvas() {
    return this.page.getByTestId('consumption-chart').locator('canvas');
  }

  tableToggle() {
    return this.page.getByRole('button', { name: /la tabella dei dati$/ });
  }

  table() {
    return this.page.getByTestId('consumption-table');
  }

  rows() {
    return this.table().locator('tbody tr');
  }

  previous() {
    return this.page.getByRole('button', { name: 'Periodo precedente' });
  }

  next() {
    return this.page.getByRole('button', { name: 'Periodo successivo' });
  }

  legend() {
    return this.page.getByTestId('graph-legend');
  }

  /** The table's cells, row by row (header cell first). */
  async tableCells(): Promise<string[][]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim())),
    );
  }

  async expectChart(detail: string) {
    await expect(this.data()).toHaveAttribute('data-detail', detail);
    await expect(this.canvas().first()).toBeVisible();
  }
}

const NUMBER = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** The table cells the server's items should give: bands F1, F2, F3 and their total. */
export function expectedBandCells(answer: ConsumptionAnswer): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const i of answer.items) {
    const f = [r3(i.f1 ?? 0), r3(i.f2 ?? 0), r3(i.f3 ?? 0)];
    out.set(i.period, [...f.map((v) => NUMBER.format(v)), NUMBER.format(r3(f[0]! + f[1]! + f[2]!))]);
  }
  return out;
}

export function formatIt(n: number): string {
  return NUMBER.format(n);
}
