import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getOffer } from './get-offer';

describe('getOffer', () => {
  const bench = useUseCaseBench();

  it('gives an offer of the session\u2019s brand by code and by id; another brand\u2019s is 404', async () => {
    const owner = await bench.user('demo.ast');
    const byCode = (await getOffer(bench.deps(), owner, { id: 'AST-LUCE-ORARIA', useExtKey: true }))
      .getOfferResponse;
    expect(byCode).toMatchObject({ key: 'AST-LUCE-ORARIA', priceType: 'Orario' });
    expect((await getOffer(bench.deps(), owner, { id: String(byCode.id) })).getOfferResponse).toEqual(byCode);
    await expectHttpError(getOffer(bench.deps(), owner, { id: 'SGR-LUCE-FISSA', useExtKey: true }), 404);
    await expectHttpError(getOffer(bench.deps(), owner, { id: 'AST-LUCE-ORARIA' }), 400);
  });

  it('refuses a link session that names no offer (403), before reading its id', async () => {
    const guest = await bench.guest(DEMO_LINKS.message);
    await expectHttpError(getOffer(bench.deps(), guest, { id: 'AST-LUCE-ORARIA', useExtKey: true }), 403);
    await expectHttpError(getOffer(bench.deps(), guest, { id: 'not-an-id' }), 403);
  });
});
