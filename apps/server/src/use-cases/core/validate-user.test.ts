import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { validateUser } from './validate-user';

describe('validateUser', () => {
  const bench = useUseCaseBench();

  it('answers whether the username is free and the customer code matches the fiscal data', async () => {
    const actor = await bench.anonymous();
    expect(
      await validateUser(bench.deps(), actor, {
        username: 'liberissimo',
        customerCode: 'AST0001006',
        fiscalCode: 'NREANN90E50G273K',
      }),
    ).toEqual({
      validateUserResponse: { valid: true, usernameAvailable: true, customerMatches: true, messages: {} },
    });
    // A registered customer answers as any other: whether it has a user is told only after the proof.
    expect(
      await validateUser(bench.deps(), actor, {
        username: 'Demo.Ast',
        customerCode: 'AST0001001',
        fiscalCode: 'RSSMRA80A01H501U',
      }),
    ).toEqual({
      validateUserResponse: {
        valid: false,
        usernameAvailable: false,
        customerMatches: true,
        messages: { username: 'Nome utente non valido o già in uso. Riprova' },
      },
    });
  });
});
