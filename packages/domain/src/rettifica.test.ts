import { describe, expect, it } from 'vitest';
import {
  detectImageType,
  METER_PHOTO_RULES,
  RETTIFICA_MESSAGES,
  validateMeterPhoto,
  validateRettificaRegisters,
} from './rettifica';
import { SELF_READING_MESSAGES } from './self-reading';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const WEBP = ascii('RIFF\0\0\0\0WEBPVP8 ');

describe('the meter photo', () => {
  it('reads the type from the bytes', () => {
    expect(detectImageType(JPEG)).toBe('image/jpeg');
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(WEBP)).toBe('image/webp');
    expect(detectImageType(ascii('%PDF-1.7'))).toBeNull();
  });

  it('accepts an image up to 5 MB whose bytes are what it says', () => {
    expect(validateMeterPhoto({ contentType: 'image/jpeg', size: JPEG.length, bytes: JPEG })).toBeNull();
    expect(validateMeterPhoto({ contentType: 'image/png', size: METER_PHOTO_RULES.maxBytes })).toBeNull();
  });

  it('refuses another type, a disguised file, an empty or too large one', () => {
    expect(validateMeterPhoto({ contentType: 'application/pdf', size: 10 })).toBe(
      RETTIFICA_MESSAGES.photoType,
    );
    expect(validateMeterPhoto({ contentType: 'image/png', size: JPEG.length, bytes: JPEG })).toBe(
      RETTIFICA_MESSAGES.photoType,
    );
    expect(validateMeterPhoto({ contentType: 'image/jpeg', size: 0 })).toBe(RETTIFICA_MESSAGES.photoEmpty);
    expect(validateMeterPhoto({ contentType: 'image/jpeg', size: METER_PHOTO_RULES.maxBytes + 1 })).toBe(
      RETTIFICA_MESSAGES.photoSize,
    );
  });
});

describe('the registers of a rettifica', () => {
  const totalizer = { digits: 5, registers: [null] };
  const banded = { digits: 6, registers: ['F1', 'F2', 'F3'] };

  it('takes one reading per register of the meter, with the self-reading’s rules', () => {
    expect(validateRettificaRegisters([{ band: null, value: '01234' }], totalizer)).toEqual({});
    expect(validateRettificaRegisters([{ band: null, value: '123456' }], totalizer)).toEqual({
      'registers.totalizzatore': SELF_READING_MESSAGES.tooManyDigits(5),
    });
    expect(validateRettificaRegisters([{ band: null, value: '12a' }], totalizer)).toEqual({
      'registers.totalizzatore': SELF_READING_MESSAGES.digitsOnly,
    });
    expect(
      validateRettificaRegisters(
        [
          { band: 'F1', value: '1' },
          { band: 'F2', value: '' },
          { band: 'F3', value: '3' },
        ],
        banded,
      ),
    ).toEqual({ 'registers.F2': SELF_READING_MESSAGES.required });
  });

  it('refuses registers that are not exactly the meter’s', () => {
    expect(validateRettificaRegisters([{ band: 'F1', value: '1' }], banded).registers).toBe(
      RETTIFICA_MESSAGES.registersMismatch(['F1', 'F2', 'F3']),
    );
    expect(
      validateRettificaRegisters(
        [
          { band: null, value: '1' },
          { band: null, value: '2' },
        ],
        totalizer,
      ).registers,
    ).toMatch(/totalizzatore/);
  });

  it('may be lower than the estimate, never lower than the real reading the period opened with', () => {
    const opening = [{ band: null, value: '12000.000' }];
    expect(validateRettificaRegisters([{ band: null, value: '12000' }], totalizer, opening)).toEqual({});
    expect(validateRettificaRegisters([{ band: null, value: '11999' }], totalizer, opening)).toEqual({
      'registers.totalizzatore': RETTIFICA_MESSAGES.lowerThanOpening('12000'),
    });
  });
});
