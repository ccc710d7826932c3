import { describe, expect, it } from 'vitest';
import { createLink } from '../../services/core/links';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listOffers } from './list-offers';

describe('listOffers', () => {
  const bench = useUseCaseBench();

  it('gives the offers of the session\u2019s brand only, also without login', async () => {
    const anonymous = await bench.anonymous('sgr');
    const sgr = (await listOffers(bench.deps(), anonymous)).getOffersResponse.offers;
    expect(sgr.length).toBeGreaterThan(0);
    expect(sgr.every((o) => o.key.startsWith('SGR-'))).toBe(true);
    const ast = (await listOffers(bench.deps(), await bench.user('demo.ast'))).getOffersResponse.offers;
    expect(ast.length).toBeGreaterThan(0);
    expect(ast.every((o) => o.key.startsWith('AST-'))).toBe(true);
  });

  it('refuses a link\u2019s guest whose link names something else (403)', async () => {
    const proposal = await bench
      .deps()
      .db.selectFrom('proposals')
      .select(['id', 'customer_id'])
      .where('offer_code', '=', 'AST-LUCE-ORARIA')
      .executeTakeFirstOrThrow();
    const link = await createLink(bench.deps().db, {
      companyCode: 'ast',
      moduleId: 8,
      entityKey: String(proposal.id),
      customerId: proposal.customer_id,
      ttlMinutes: 60,
    });
    await expectHttpError(listOffers(bench.deps(), await bench.guest(link)), 403);
  });
});
