import { describe, expect, it } from 'vitest';
import {
  isValidPdr,
  isValidPod,
  normalizePodPdr,
  POD_PDR_MESSAGES,
  validatePdr,
  validatePod,
  validatePodPdr,
} from './pod-pdr';

describe('POD and PDR', () => {
  it('a POD is IT, 3 digits, E and 8 (or 9) digits, any case and spacing', () => {
    expect(isValidPod('IT001E12345678')).toBe(true);
    expect(isValidPod('it 001 e 12345678')).toBe(true);
    expect(isValidPod('IT012E123456789')).toBe(true);
    for (const bad of [
      '',
      null,
      'IT001E1234567',
      'IT001X12345678',
      'FR001E12345678',
      'IT01E12345678',
      'IT001E1234567890',
    ])
      expect(isValidPod(bad), String(bad)).toBe(false);
    expect(validatePod('IT001E1234')).toBe(POD_PDR_MESSAGES.podInvalid);
    expect(validatePod('IT001E12345678')).toBeNull();
  });

  it('a PDR is 14 digits', () => {
    expect(isValidPdr('00880000123456')).toBe(true);
    expect(isValidPdr('0088 0000 1234 56')).toBe(true);
    for (const bad of ['0088000012345', '008800001234567', '0088000012345A', ''])
      expect(isValidPdr(bad), bad).toBe(false);
    expect(validatePdr('123')).toBe(POD_PDR_MESSAGES.pdrInvalid);
  });

  it('by commodity: POD for electricity, PDR for gas, the network’s code for district heating', () => {
    expect(validatePodPdr('luce', 'IT001E12345678')).toBeNull();
    expect(validatePodPdr('luce', '00880000123456')).toBe(POD_PDR_MESSAGES.podInvalid);
    expect(validatePodPdr('gas', '00880000123456')).toBeNull();
    expect(validatePodPdr('gas', 'IT001E12345678')).toBe(POD_PDR_MESSAGES.pdrInvalid);
    expect(validatePodPdr('teleriscaldamento', 'TLR-BS/000123')).toBeNull();
    expect(validatePodPdr('teleriscaldamento', '')).toBe(POD_PDR_MESSAGES.heatingInvalid);
    expect(validatePodPdr('teleriscaldamento', 'x'.repeat(41))).toBe(POD_PDR_MESSAGES.heatingInvalid);
  });

  it('normalizes without spaces, uppercase', () => {
    expect(normalizePodPdr(' it001e 12345678 ')).toBe('IT001E12345678');
    expect(normalizePodPdr(undefined)).toBe('');
  });
});
