import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { describeMeterGroup } from './describe-meter-group';

describe('describeMeterGroup', () => {
  const bench = useUseCaseBench();

  it('electricity: the full-capacity date and the channels, active energy by band', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await describeMeterGroup(bench.deps(), actor, { supplyKey: 'AST0001001-01' }))
      .describeMeterGroupResponse;
    expect(out.fullCapacityStartDate).toBe('2020-06-01');
    const active = out.Misure.Misura.filter((m) => m.ChannelTypeCode === '1');
    expect(active.map((m) => m.band)).toEqual([null, 'F1', 'F2', 'F3']);
    expect(active.every((m) => m.unit === 'kWh')).toBe(true);
    expect(out.Misure.Misura.map((m) => m.ChannelTypeCode)).toEqual(['1', '1', '1', '1', '2', '3']);
  });

  it('gas: one channel, the volume in Smc', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await describeMeterGroup(bench.deps(), actor, { supplyKey: 'AST0001001-02' }))
      .describeMeterGroupResponse;
    expect(out.Misure.Misura).toEqual([
      { ChannelTypeCode: '1', description: 'Volume prelevato', unit: 'Smc', band: null },
    ]);
  });

  it('another customer’s supply is not found (404)', async () => {
    await expectHttpError(
      describeMeterGroup(bench.deps(), await bench.user('demo.ast.azienda'), { supplyKey: 'AST0001001-01' }),
      404,
    );
  });
});
