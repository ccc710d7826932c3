import { getCustomersQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listCustomers } from './list-customers';

const query = (q: Record<string, string> = {}) => getCustomersQuerySchema.parse(q);

describe('listCustomers', () => {
  const bench = useUseCaseBench();

  it('lists the owner\u2019s customer as owner, without a delegate scope', async () => {
    const out = (await listCustomers(bench.deps(), await bench.user('demo.ast'), query()))
      .getCustomersResponse;
    expect(out.total).toBe(1);
    expect(out.customers[0]).toMatchObject({ key: 'AST0001001', relation: 'owner', scope: null });
  });

  it('gives a delegate each customer with its scope, paged with the total', async () => {
    const delegate = await bench.user('demo.ast.delegato');
    const all = (await listCustomers(bench.deps(), delegate, query())).getCustomersResponse;
    const delegated = all.customers.filter((c) => c.relation === 'delegate');
    expect(delegated.map((c) => c.scope).sort()).toEqual(['pay', 'read']);
    expect(all.total).toBe(all.customers.length);
    const second = (await listCustomers(bench.deps(), delegate, query({ pagingTake: '1', pagingSkip: '1' })))
      .getCustomersResponse;
    expect(second).toEqual({ customers: [all.customers[1]], total: all.total });
  });

  it('refuses a link session that names no customer (403)', async () => {
    await expectHttpError(listCustomers(bench.deps(), await bench.guest(DEMO_LINKS.message), query()), 403);
  });
});
