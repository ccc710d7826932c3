import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { explained } from '../../../components/ui/form';
import { loadError } from '../../../components/ui/query-state';
import { contactChangeSchema, otpFormSchema } from './contact-schemas';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('contactChangeSchema', () => {
  const email = contactChangeSchema('email', 'mario@example.it');
  it('requires a value, valid by the domain, different from the one on file', () => {
    expect(message(email.safeParse({ value: '  ' }))).toBe('Campo obbligatorio');
    expect(message(email.safeParse({ value: 'mario@' }))).toBe('Indirizzo e-mail non valido');
    expect(message(email.safeParse({ value: ' MARIO@example.it ' }))).toBe(
      'Il nuovo valore è uguale a quello attuale',
    );
    expect(message(email.safeParse({ value: 'nuova@example.it' }))).toBeNull();
  });

  it('a mobile number is compared as the domain normalises it', () => {
    const mobile = contactChangeSchema('phoneMobile', '+39 347 5550173');
    expect(message(mobile.safeParse({ value: '06 1234567' }))).toBe('Numero di cellulare non valido');
    expect(message(mobile.safeParse({ value: '+39 347 5550173' }))).toBe(
      'Il nuovo valore è uguale a quello attuale',
    );
    expect(message(mobile.safeParse({ value: '333 123 4567' }))).toBeNull();
  });

  it('with nothing on file any valid value is new', () => {
    expect(message(contactChangeSchema('phoneHome', null).safeParse({ value: '0815550175' }))).toBeNull();
  });
});

describe('otpFormSchema', () => {
  it('wants the whole code', () => {
    expect(message(otpFormSchema.safeParse({ code: '12' }))).toBe('Il codice non è corretto');
    expect(message(otpFormSchema.safeParse({ code: '1234' }))).toBeNull();
  });
});

describe('explained and loadError', () => {
  it('keep a 4xx refusal and turn a failure into a plain error', async () => {
    const refusal = new ApiError(409, 'conflict', 'Già in corso');
    await expect(explained(Promise.reject(refusal))).rejects.toBe(refusal);
    const failure = await explained(Promise.reject(new ApiError(502, 'x', 'Bad Gateway'))).catch(
      (e: unknown) => e,
    );
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(loadError('Errore.')(refusal)).toBe('Errore. Già in corso');
    expect(loadError('Errore.')(failure)).toBe('Errore.');
  });
});
