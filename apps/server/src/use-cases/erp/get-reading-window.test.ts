import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { todayInItaly } from '../../services/erp/rules';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getReadingWindow } from './get-reading-window';

describe('getReadingWindow', () => {
  const bench = useUseCaseBench();
  const today = todayInItaly();

  it('gas: the window is open today, with the meter and its last reading', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await getReadingWindow(bench.deps(), actor, { supplyKey: 'AST0001001-02' }))
      .readingWindowResponse;
    expect(out).toMatchObject({
      supplyKey: 'AST0001001-02',
      enabled: true,
      open: true,
      digits: 5,
      message: null,
    });
    expect(out.startDate! <= today && today <= out.endDate!).toBe(true);
    expect(out.lastReading).toMatchObject({ value: expect.stringMatching(/^\d+$/) });
  });

  it('district heating: closed today, the next window after today and why', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await getReadingWindow(bench.deps(), actor, { supplyKey: 'AST0001001-03' }))
      .readingWindowResponse;
    expect(out).toMatchObject({
      enabled: true,
      open: false,
      message: "Non è possibile inserire l'autolettura fuori dal periodo di lettura",
    });
    expect(out.startDate! > today).toBe(true);
  });

  it('electricity read remotely: no self-reading expected', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await getReadingWindow(bench.deps(), actor, { supplyKey: 'AST0001001-01' }))
      .readingWindowResponse;
    expect(out).toMatchObject({
      enabled: false,
      open: false,
      startDate: null,
      endDate: null,
      message: "Per questa fornitura l'autolettura non è prevista: il contatore è telegestito",
    });
  });

  it('a self-reading link sees its supply’s window only (403 for another); a stranger gets 404', async () => {
    const guest = await bench.guest(DEMO_LINKS.selfReading);
    const { db } = bench.deps();
    const link = await db
      .selectFrom('links')
      .select('entity_key')
      .where('id', '=', DEMO_LINKS.selfReading.id)
      .executeTakeFirstOrThrow();
    const linked = await db
      .selectFrom('supplies')
      .select('key')
      .where('id', '=', Number(link.entity_key))
      .executeTakeFirstOrThrow();
    const out = await getReadingWindow(bench.deps(), guest, { supplyKey: linked.key });
    expect(out.readingWindowResponse.supplyKey).toBe(linked.key);
    const other = linked.key === 'AST0001001-02' ? 'AST0001001-03' : 'AST0001001-02';
    await expectHttpError(getReadingWindow(bench.deps(), guest, { supplyKey: other }), 403);
    await expectHttpError(
      getReadingWindow(bench.deps(), await bench.user('demo.ast.azienda'), { supplyKey: 'AST0001001-02' }),
      404,
    );
  });
});
