import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainSchema } from './response-serializer';

/** The text fast-json-stringify writes from the schema's plain JSON schema. */
function written(schema: z.ZodType, value: unknown): string {
  const json = plainSchema(schema);
  if (!json) throw new Error('no plain schema');
  return (fastJson(json as never) as (data: unknown) => string)(value);
}

describe('answers written from the contract schema', () => {
  const customer = z.object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(['private', 'company']),
    scope: z.enum(['read', 'pay']).nullable().optional(),
    fiscalCode: z.string().nullable(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    account: z.object({ name: z.string(), email: z.string().email().nullable() }).nullable(),
    tags: z.array(z.string()),
    meta: z.record(z.string(), z.unknown()),
  });
  const answer = z.object({ customers: z.array(customer), total: z.number().int() });

  it('writes the same text as zod and JSON.stringify: declared fields only, in the schema order', () => {
    const row = {
      key: 'AST0001', // out of order, and an undeclared field below
      id: 7,
      kind: 'private',
      scope: null,
      fiscalCode: 'RSSMRA80A01H501U',
      status: 2,
      account: { email: null, name: 'Mario "Rossi"\n', password: 'x' },
      tags: ['a', 'è\u2028'],
      meta: { b: 1, a: [true, null] },
      secret: 'never',
    };
    const value = {
      customers: [row, { ...row, scope: undefined, account: null }, { ...row, scope: 'pay' }],
      total: 3,
    };
    expect(written(answer, value)).toBe(JSON.stringify(answer.parse(value)));
    expect(written(answer, value)).not.toContain('secret');
    expect(written(answer, value)).not.toContain('password');
  });

  it('leaves to zod what JSON schema cannot say exactly', () => {
    expect(plainSchema(z.object({ at: z.date() }))).toBeNull();
    expect(plainSchema(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
    expect(plainSchema(z.object({ n: z.number().default(1) }))).toBeNull();
    expect(plainSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
  });

  it('writes a union of scalar types by the value given, as JSON.stringify does', () => {
    const schema = z.object({ v: z.union([z.string(), z.number()]), w: z.boolean().or(z.null()) });
    for (const value of [
      { v: 5, w: true },
      { v: '5', w: null },
    ]) {
      expect(written(schema, value)).toBe(JSON.stringify(schema.parse(value)));
    }
  });
});
