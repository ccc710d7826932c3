import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactFormSchema } from './contact-schema';

function messages(values: Record<string, unknown>): string[] {
  const result = contactFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('contact form schema', () => {
  const valid = {
    contractKey: 'AST-CTR-1',
    mobilephone: '333 1234567',
    subject: 'bolletta',
    description: 'Ciao',
  };

  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('gives the four messages of the specification for an empty form', () => {
    expect(messages({ contractKey: '', mobilephone: '', subject: '', description: '' })).toEqual([
      CONTACT_MESSAGES.contractKey,
      CONTACT_MESSAGES.mobilephone,
      CONTACT_MESSAGES.subject,
      CONTACT_MESSAGES.description,
    ]);
    expect(CONTACT_MESSAGES).toMatchObject({
      subject: 'Selezionare oggetto',
      description: 'Inserire messaggio',
      mobilephone: 'Inserire telefono',
      contractKey: 'Selezionare codice cliente',
    });
  });

  it('treats blanks and missing values as empty', () => {
    expect(messages({ contractKey: '  ', mobilephone: '   ', description: '\n\t' })).toEqual([
      CONTACT_MESSAGES.contractKey,
      CONTACT_MESSAGES.mobilephone,
      CONTACT_MESSAGES.subject,
      CONTACT_MESSAGES.description,
    ]);
  });

  it('accepts only the subjects of the specification', () => {
    expect(messages({ ...valid, subject: 'reclamo' })).toEqual([CONTACT_MESSAGES.subject]);
    for (const subject of [
      'gestione contratto',
      'pagamento',
      'bolletta',
      'contatore',
      'nuova offerta',
      'autolettura',
      'altro',
    ]) {
      expect(messages({ ...valid, subject })).toEqual([]);
    }
  });

  it('checks the phone shape', () => {
    expect(messages({ ...valid, mobilephone: '+39 333 1234567' })).toEqual([]);
    expect(messages({ ...valid, mobilephone: 'non lo so' })).toEqual([CONTACT_MESSAGES.mobilephoneInvalid]);
  });
});
