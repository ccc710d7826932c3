import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { checkFiscalData } from './check-fiscal-data';

describe('checkFiscalData', () => {
  const bench = useUseCaseBench();

  it('checks the check characters and, when well formed, the match with the customer code', async () => {
    const actor = await bench.anonymous();
    expect(
      await checkFiscalData(bench.deps(), actor, {
        fiscalCode: 'nreann90e50g273k',
        customerCode: 'AST0001006',
      }),
    ).toEqual({
      checkFiscalDataResponse: { valid: true, fiscalCodeValid: true, customerMatches: true, messages: {} },
    });
    const bad = await checkFiscalData(bench.deps(), actor, {
      fiscalCode: 'NREANN90E50G273X',
      vatNumber: '03456789018',
      customerCode: 'AST0001006',
    });
    // Malformed data is not matched against the customer at all.
    expect(bad.checkFiscalDataResponse).toEqual({
      valid: false,
      fiscalCodeValid: false,
      vatNumberValid: false,
      messages: { fiscalCode: 'Codice fiscale non valido', vatNumber: 'Partita IVA non valida' },
    });
    const mismatch = await checkFiscalData(bench.deps(), actor, {
      fiscalCode: 'RSSMRA80A01H501U',
      customerCode: 'AST0001006',
    });
    expect(mismatch.checkFiscalDataResponse).toMatchObject({ valid: false, customerMatches: false });
  });
});
