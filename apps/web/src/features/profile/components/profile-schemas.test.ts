import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { explained } from '../../../components/ui/form';
import { loadError } from '../../../components/ui/query-state';
import { passwordChangeSchema, privacyConsentsSchema, pushPreferencesSchema } from './profile-schemas';

function messages(values: { currentPassword: string; password: string; confirmation: string }) {
  const result = passwordChangeSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('passwordChangeSchema', () => {
  it('accepts a current password and a new one that keeps every rule, confirmed', () => {
    expect(
      messages({ currentPassword: 'x', password: 'Nuova!Pass2026', confirmation: 'Nuova!Pass2026' }),
    ).toEqual({});
  });

  it('names the first rule broken, and compares the confirmation even then', () => {
    expect(messages({ currentPassword: '', password: 'debole', confirmation: 'diversa' })).toEqual({
      currentPassword: 'Inserire la password attuale',
      password: 'La password deve contenere almeno 8 caratteri',
      confirmation: 'Le password non coincidono',
    });
  });

  it('an empty confirmation is a required field', () => {
    expect(messages({ currentPassword: 'x', password: 'Nuova!Pass2026', confirmation: '' })).toEqual({
      confirmation: 'Campo obbligatorio',
    });
  });
});

describe('the consent schemas come from the contract', () => {
  it('both flags are required booleans', () => {
    expect(pushPreferencesSchema.safeParse({ receiveTechNotifications: true }).success).toBe(false);
    expect(
      pushPreferencesSchema.parse({ receiveTechNotifications: true, receiveCommercialNotifications: false }),
    ).toEqual({ receiveTechNotifications: true, receiveCommercialNotifications: false });
    expect(privacyConsentsSchema.safeParse({ privacyCompany: 'sì', privacyOthers: false }).success).toBe(
      false,
    );
  });
});

describe('explained', () => {
  it('passes an answer through', async () => {
    await expect(explained(Promise.resolve(3))).resolves.toBe(3);
  });

  it('keeps a refusal the server explained (4xx) as it is', async () => {
    const refusal = new ApiError(409, 'conflict', 'Variazione in corso');
    await expect(explained(Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('turns a server failure or a lost network into a plain error', async () => {
    const failure = new ApiError(503, 'unavailable', 'Service Unavailable');
    const error = await explained(Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).cause).toBe(failure);
  });
});

describe('loadError', () => {
  const lead = 'Non è stato possibile caricare il profilo.';
  it("adds the server's reason of a refusal", () => {
    expect(loadError(lead)(new ApiError(403, 'forbidden', 'Accesso negato'))).toBe(`${lead} Accesso negato`);
  });
  it('says no more for a failure or an unknown error', () => {
    expect(loadError(lead)(new ApiError(500, 'x', 'Internal Server Error'))).toBe(lead);
    expect(loadError(lead)(new TypeError('fetch failed'))).toBe(lead);
  });
});
