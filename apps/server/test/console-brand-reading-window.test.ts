import { describe, expect, it } from 'vitest';
import { readingWindow } from '@sportello/domain';
import { todayInItaly } from '../src/services/erp/rules';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The default self-reading window per brand (issue 21): sol's admin sets days 5 to 20; a meter of
 * sol's customer without days of its own then shows that window (and takes a reading when open),
 * a meter with its own days keeps them, a meter without days of ast still expects none; audited;
 * agents refused; null removes it.
 */

const t = useTestApp();

/** The supplies of a demo user's customers whose current meter has, or has not, days of its own. */
async function suppliesOf(username: string, ownDays: boolean) {
  let q = t()
    .db.selectFrom('supplies')
    .innerJoin('user_customers', 'user_customers.customer_id', 'supplies.customer_id')
    .innerJoin('users', 'users.id', 'user_customers.user_id')
    .innerJoin('meters', 'meters.supply_id', 'supplies.id')
    .select(['supplies.key'])
    .where('users.username', '=', username)
    .where('meters.removed_on', 'is', null)
    .where('supplies.status', '=', 'Attiva');
  q = ownDays
    ? q.where('meters.window_from_day', 'is not', null)
    : q.where('meters.window_from_day', 'is', null);
  return (await q.orderBy('supplies.key').execute()).map((r) => r.key);
}

async function windowOf(session: string, supplyKey: string) {
  const res = await t().request('GET', '/Erp/v1/metering/readingWindow', { session, query: { supplyKey } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().readingWindowResponse;
}

describe('default reading window per brand', () => {
  it('sol’s default opens self-reading on sol’s meters without days; ast’s stay without; audited', async () => {
    const [solBare] = await suppliesOf('demo.sol', false);
    const [astBare] = await suppliesOf('demo.ast', false);
    const [solOwn] = await suppliesOf('demo.sol', true);
    expect(solBare, 'a sol supply whose meter has no days').toBeDefined();
    expect(astBare, 'an ast supply whose meter has no days').toBeDefined();
    const sol = await t().login('demo.sol');
    const ast = await t().login('demo.ast');
    expect(await windowOf(sol, solBare!)).toMatchObject({ enabled: false, startDate: null });
    const ownBefore = solOwn ? await windowOf(sol, solOwn) : null;

    const admin = await operatorLogin(t(), 'demo.admin');
    try {
      const set = await consoleCall(t(), 'PUT', '/brands/sol/reading-window', admin, {
        window: { fromDay: 5, toDay: 20 },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().readingWindow).toEqual({ fromDay: 5, toDay: 20 });

      const expected = readingWindow({ fromDay: 5, toDay: 20 }, todayInItaly())!;
      expect(await windowOf(sol, solBare!)).toMatchObject({
        enabled: true,
        open: expected.open,
        startDate: expected.startDate,
        endDate: expected.endDate,
      });
      // A meter with its own days keeps them; another brand's meter without days expects none.
      if (solOwn) expect(await windowOf(sol, solOwn)).toEqual(ownBefore);
      expect(await windowOf(ast, astBare!)).toMatchObject({ enabled: false, startDate: null });

      const [row] = await t()
        .db.selectFrom('operator_audit_log')
        .selectAll()
        .where('action', '=', 'brand.reading-window')
        .orderBy('id', 'desc')
        .execute();
      expect(row).toMatchObject({
        actor: 'demo.admin',
        target_id: 'sol',
        before: { readingWindow: null },
        after: { readingWindow: { fromDay: 5, toDay: 20 } },
      });

      // Every day open: the self-reading of that meter is taken.
      await consoleCall(t(), 'PUT', '/brands/sol/reading-window', admin, {
        window: { fromDay: 1, toDay: 31 },
      });
      const open = await windowOf(sol, solBare!);
      expect(open).toMatchObject({ enabled: true, open: true });
      const registers = open.registers as { band: string | null; lastReading: { value: string } | null }[];
      const value = (r: (typeof registers)[number]) => String(Number(r.lastReading?.value ?? '0') + 3);
      const body =
        registers.length === 1 && registers[0]!.band === null
          ? { supplyKey: solBare, value: value(registers[0]!) }
          : { supplyKey: solBare, registers: registers.map((r) => ({ band: r.band, value: value(r) })) };
      const sent = await t().request('POST', '/Erp/v1/metering/insertReadings', {
        session: sol,
        body: { insertReadingsRequest: body },
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);

      const bad = await consoleCall(t(), 'PUT', '/brands/sol/reading-window', admin, {
        window: { fromDay: 0, toDay: 32 },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      const back = await consoleCall(t(), 'PUT', '/brands/sol/reading-window', admin, { window: null });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().readingWindow).toBeNull();
    }
    expect(await windowOf(sol, solBare!)).toMatchObject({ enabled: false });
  });

  it('an agent is refused; a supervisor reads the default but does not change it', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const body = { window: { fromDay: 1, toDay: 10 } };
    expect((await consoleCall(t(), 'PUT', '/brands/ast/reading-window', agent, body)).statusCode).toBe(403);
    expect((await consoleCall(t(), 'PUT', '/brands/sol/reading-window', agent, body)).statusCode).toBe(403);
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const read = await consoleCall(t(), 'GET', '/brands/sol/settings', supervisor);
    expect(read.json().readingWindow).toBeNull();
    expect((await consoleCall(t(), 'PUT', '/brands/sol/reading-window', supervisor, body)).statusCode).toBe(
      403,
    );
    expect(await t().db.selectFrom('brand_reading_windows').selectAll().execute()).toEqual([]);
  });
});
