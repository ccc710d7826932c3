import { shippingAddressRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { changeShippingAddress } from './change-shipping-address';

const input = (shippingAddress: object) =>
  shippingAddressRequestSchema.parse({
    shippingAddressRequest: { contractKey: 'CTR-AST0001001-01', shippingAddress },
  }).shippingAddressRequest;

describe('changeShippingAddress', () => {
  const bench = useUseCaseBench();

  it('refuses an address the street list does not know, and applies a known one to the contract at once', async () => {
    const actor = await bench.user('demo.ast');
    await expectHttpError(
      changeShippingAddress(
        bench.deps(),
        actor,
        input({
          streetGeneric: 'Via',
          streetName: 'Xyzzy',
          civicNumber: '1',
          city: 'Qwertyville',
          province: 'ZZ',
          postalCode: '99999',
        }),
      ),
      400,
    );
    const out = await changeShippingAddress(
      bench.deps(),
      actor,
      input({
        streetGeneric: 'Via',
        streetName: 'Po',
        civicNumber: '10',
        city: 'Torino',
        province: 'to',
        postalCode: '10124',
      }),
    );
    expect(out.createRequestResponse).toMatchObject({ PhaseCode: 'IS010' });
    const contract = await bench
      .deps()
      .db.selectFrom('contracts')
      .select(['ship_street_name', 'ship_city', 'ship_istat_code'])
      .where('key', '=', 'CTR-AST0001001-01')
      .executeTakeFirstOrThrow();
    expect(contract).toEqual({ ship_street_name: 'Po', ship_city: 'Torino', ship_istat_code: '001272' });
  });
});
