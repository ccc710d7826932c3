import { updateSupplyRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { renameSupply } from './rename-supply';

const input = (id: number, nickname: string) =>
  updateSupplyRequestSchema.parse({ updateSupplyRequest: { id, nickname } }).updateSupplyRequest;

describe('renameSupply', () => {
  const bench = useUseCaseBench();
  const nicknameOf = async (id: number) =>
    (
      await bench
        .deps()
        .db.selectFrom('supplies')
        .select('nickname')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).nickname;

  it('names the supply (trimmed) and un-names it with an empty name', async () => {
    const owner = await bench.user('demo.ast');
    const { id } = await bench
      .deps()
      .db.selectFrom('supplies')
      .select('id')
      .where('key', '=', 'AST0001001-02')
      .executeTakeFirstOrThrow();
    const out = await renameSupply(bench.deps(), owner, input(id, '  Casa in città '));
    expect(out.updateSupplyResponse).toMatchObject({ id, key: 'AST0001001-02', nickname: 'Casa in città' });
    expect(await nicknameOf(id)).toBe('Casa in città');
    expect((await renameSupply(bench.deps(), owner, input(id, ''))).updateSupplyResponse.nickname).toBeNull();
    expect(await nicknameOf(id)).toBeNull();
  });

  it('refuses a read-only delegate (403) and a stranger (404), and changes nothing', async () => {
    const db = bench.deps().db;
    const delegate = await bench.user('demo.ast.delegato');
    const readOnly = await db
      .selectFrom('supplies')
      .innerJoin('user_customers', 'user_customers.customer_id', 'supplies.customer_id')
      .select(['supplies.id', 'supplies.nickname'])
      .where('user_customers.user_id', '=', delegate.userId)
      .where('user_customers.scope', '=', 'read')
      .executeTakeFirstOrThrow();
    await expectHttpError(renameSupply(bench.deps(), delegate, input(readOnly.id, 'Mia')), 403);
    const stranger = await bench.user('demo.ast.azienda');
    // Someone else's supply looks like an unknown one.
    await expectHttpError(renameSupply(bench.deps(), stranger, input(readOnly.id, 'Mia')), 404);
    expect(await nicknameOf(readOnly.id)).toBe(readOnly.nickname);
  });
});
