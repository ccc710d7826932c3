import { describe, expect, it } from 'vitest';
import { practiceDetailRows } from './practice-details';

describe('practiceDetailRows', () => {
  it('says each known field in Italian, in the portal order, and leaves the others out', () => {
    expect(
      practiceDetailRows({
        note: 'Grazie',
        serviceName: 'Energia Verde',
        action: 'Revoke',
        privacyCompany: false,
        enabled: true,
        internalCode: 'X1',
      }),
    ).toEqual([
      { label: 'Servizio', value: 'Energia Verde' },
      { label: 'Bolletta via e-mail', value: 'Attivazione' },
      { label: 'Consenso comunicazioni commerciali', value: 'No' },
      { label: 'Operazione', value: 'Revoca' },
      { label: 'Note', value: 'Grazie' },
    ]);
  });

  it('writes an address on one line and numbers as text', () => {
    expect(
      practiceDetailRows({
        shippingAddress: {
          streetGeneric: 'Via',
          streetName: 'Roma',
          civicNumber: '1',
          postalCode: '10121',
          city: 'Torino',
          province: 'TO',
        },
        numberOfInstallments: 4,
      }),
    ).toEqual([
      { label: 'Nuovo indirizzo di spedizione', value: 'Via Roma 1, 10121 Torino (TO)' },
      { label: 'Numero di rate', value: '4' },
    ]);
  });

  it('skips empty texts, unknown actions and non-objects as addresses', () => {
    expect(
      practiceDetailRows({
        subject: '  ',
        action: 'Other',
        shippingAddress: 'Via Roma',
        privacyOthers: 'yes',
      }),
    ).toEqual([]);
  });

  it('formats amounts as euro', () => {
    const [row] = practiceDetailRows({ amount: '12.5' });
    expect(row?.label).toBe('Importo');
    expect(row?.value).toMatch(/12,50/);
  });
});
