import { getServicesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import type { UserActor } from '../context';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listServices } from './list-services';
import { requestServiceActivation, SERVICE_MESSAGES } from './request-service-activation';

describe('requestServiceActivation', () => {
  const bench = useUseCaseBench();
  const supplyOf = async (actor: UserActor, commodity: string) =>
    (
      await listServices(bench.deps(), actor, getServicesQuerySchema.parse({}))
    ).getServicesResponse.supplies.find((s) => s.commodity === commodity)!;
  const serviceRows = (supplyId: number, code: string) =>
    bench
      .deps()
      .db.selectFrom('supply_services')
      .selectAll()
      .where('supply_id', '=', supplyId)
      .where('service_code', '=', code)
      .execute();

  it('creates the practice (SE010) and the service "InAttivazione" linked to it, once', async () => {
    const actor = await bench.user('demo.ast');
    const luce = await supplyOf(actor, 'luce');
    const out = await requestServiceActivation(bench.deps(), actor, {
      supplyKey: luce.supplyKey,
      serviceCode: 'LUCE-ASSIST',
    });
    const r = out.createRequestResponse;
    expect(r.id).toBeGreaterThan(0);
    expect(r).toMatchObject({ requestType: 'AttivazioneServizio', PhaseCode: 'SE010', Status: 'Aperto' });
    const rows = await serviceRows(luce.supplyId, 'LUCE-ASSIST');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'InAttivazione', request_id: r.id });
    const again = await expectHttpError(
      requestServiceActivation(bench.deps(), actor, {
        supplyKey: luce.supplyKey,
        serviceCode: 'LUCE-ASSIST',
      }),
      409,
      'request_in_progress',
    );
    expect(again.message).toBe(SERVICE_MESSAGES.alreadyRequested);
    await expectHttpError(
      requestServiceActivation(bench.deps(), actor, { supplyKey: luce.supplyKey, serviceCode: 'LUCE-VERDE' }),
      409,
      'service_already_active',
    );
    expect(await serviceRows(luce.supplyId, 'LUCE-ASSIST')).toHaveLength(1);
  });

  it('refuses a service of another commodity or unknown (400), changing nothing', async () => {
    const actor = await bench.user('demo.ast');
    const luce = await supplyOf(actor, 'luce');
    const wrong = await expectHttpError(
      requestServiceActivation(bench.deps(), actor, { supplyKey: luce.supplyKey, serviceCode: 'GAS-ASSIST' }),
      400,
    );
    expect(wrong.message).toBe(SERVICE_MESSAGES.wrongCommodity);
    const unknown = await expectHttpError(
      requestServiceActivation(bench.deps(), actor, { supplyKey: luce.supplyKey, serviceCode: 'NON-ESISTE' }),
      400,
    );
    expect(unknown.message).toBe(SERVICE_MESSAGES.unknownService);
    expect(await serviceRows(luce.supplyId, 'GAS-ASSIST')).toHaveLength(0);
  });

  it('refuses another customer\u2019s supply and a delegate (who may not change), changing nothing', async () => {
    const luce = await supplyOf(await bench.user('demo.ast'), 'luce');
    const other = await expectHttpError(
      requestServiceActivation(bench.deps(), await bench.user('demo.sgr'), {
        supplyKey: luce.supplyKey,
        serviceCode: 'LUCE-CONSUMI',
      }),
      404,
    );
    expect(other.statusCode).toBe(404);
    const delegate = await bench.user('demo.ast.delegato');
    const theirs = (
      await listServices(bench.deps(), delegate, getServicesQuerySchema.parse({}))
    ).getServicesResponse.supplies.find((s) => s.services.some((x) => x.status === 'Attivabile'))!;
    const code = theirs.services.find((x) => x.status === 'Attivabile')!.code;
    await expectHttpError(
      requestServiceActivation(bench.deps(), delegate, { supplyKey: theirs.supplyKey, serviceCode: code }),
      403,
    );
    expect(await serviceRows(theirs.supplyId, code)).toHaveLength(0);
    expect(await serviceRows(luce.supplyId, 'LUCE-CONSUMI')).toHaveLength(0);
  });
});
