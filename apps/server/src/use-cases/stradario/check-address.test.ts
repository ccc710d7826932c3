import { checkAddressRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { checkAddress } from './check-address';

const input = (address: Record<string, string>) =>
  checkAddressRequestSchema.parse({ checkAddressRequest: address }).checkAddressRequest;

describe('checkAddress', () => {
  const bench = useUseCaseBench();

  it('scores a full, right address 100 and gives back the address it matched', async () => {
    const actor = await bench.anonymous();
    const { root } = await checkAddress(
      bench.deps(),
      actor,
      input({
        streetGeneric: 'Via',
        streetName: 'Nazionale',
        civicNumber: '10',
        city: 'Roma',
        province: 'RM',
        postalCode: '00184',
      }),
    );
    expect(root.Indirizzo).toMatchObject({ Score: 100, valid: true, city: 'Roma', istatCode: '058091' });
  });

  it('forgives typos (still valid from 50) and scores an unknown town 0, not valid', async () => {
    const actor = await bench.user('demo.ast');
    const typo = await checkAddress(
      bench.deps(),
      actor,
      input({ streetName: 'Via Nazionle', civicNumber: '10', city: 'Rona', postalCode: '00184' }),
    );
    expect(typo.root.Indirizzo.Score).toBeGreaterThanOrEqual(50);
    expect(typo.root.Indirizzo).toMatchObject({ valid: true, city: 'Roma' });
    const bad = await checkAddress(bench.deps(), actor, input({ streetName: 'Qwerty', city: 'Zzzzz' }));
    expect(bad.root.Indirizzo).toMatchObject({ Score: 0, valid: false, city: null });
  });
});
