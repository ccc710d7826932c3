import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, shippingAddressFormSchema, splitStreet } from './shipping-address-schema';

describe('splitStreet', () => {
  it('reads a known street kind off the front, in any case', () => {
    expect(splitStreet('corso  Francia 3')).toEqual({ streetGeneric: 'Corso', streetName: 'Francia 3' });
    expect(splitStreet('Località Pian del Re')).toEqual({
      streetGeneric: 'Località',
      streetName: 'Pian del Re',
    });
  });

  it('without a known kind (or with the kind alone) the whole text is a "Via"', () => {
    expect(splitStreet('Roma 1')).toEqual({ streetGeneric: 'Via', streetName: 'Roma 1' });
    expect(splitStreet('Piazza')).toEqual({ streetGeneric: 'Via', streetName: 'Piazza' });
  });
});

describe('shippingAddressFormSchema', () => {
  it('an empty form: the town must be chosen, and the contract’s messages for the rest', () => {
    const result = shippingAddressFormSchema.safeParse(EMPTY_ADDRESS);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      town: 'Scegliere il comune dall’elenco dei suggerimenti',
      street: 'Inserire l’indirizzo',
      civicNumber: 'Numero civico non valido',
      postalCode: 'CAP non valido',
    });
  });

  it('a complete address passes, trimmed', () => {
    const parsed = shippingAddressFormSchema.parse({
      ...EMPTY_ADDRESS,
      town: { tKey: '001272' },
      street: ' Via Po ',
      civicNumber: '21 ',
      postalCode: '10124',
    });
    expect(parsed.street).toBe('Via Po');
    expect(parsed.civicNumber).toBe('21');
  });
});
