import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact-form-schema';

const valid = {
  contractKey: 'CTR-0003',
  mobilephone: '333 1234567',
  subject: 'bolletta',
  description: 'Una domanda sulla bolletta.',
};

function messages(values: Record<string, string>) {
  const result = contactFormSchema.safeParse(values);
  const first: Record<string, string> = {};
  // The form shows a field's first message, as react-hook-form's resolver does.
  for (const issue of result.success ? [] : result.error.issues)
    first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('contactFormSchema', () => {
  it('accepts a complete form and trims what it keeps', () => {
    const parsed = contactFormSchema.parse({ ...valid, description: '  Una domanda.  ' });
    expect(parsed.description).toBe('Una domanda.');
    expect(parsed.subject).toBe('bolletta');
  });

  it('an empty form gets the four messages of the specification', () => {
    expect(messages({ contractKey: '', mobilephone: '', subject: '', description: '' })).toEqual({
      contractKey: 'Selezionare codice cliente',
      mobilephone: 'Inserire telefono',
      subject: 'Selezionare oggetto',
      description: 'Inserire messaggio',
    });
  });

  it('spaces alone are no message, no code', () => {
    expect(messages({ ...valid, description: '   ', contractKey: '  ' })).toEqual({
      description: 'Inserire messaggio',
      contractKey: 'Selezionare codice cliente',
    });
  });

  it('refuses a phone with letters and a subject off the list', () => {
    expect(messages({ ...valid, mobilephone: '333-abc', subject: 'reclamo' })).toEqual({
      mobilephone: 'Numero di telefono non valido',
      subject: 'Selezionare oggetto',
    });
  });

  it('refuses a message over the limit', () => {
    expect(messages({ ...valid, description: 'x'.repeat(5000) }).description).toMatch(
      /^Il messaggio può contenere al massimo \d+ caratteri$/,
    );
  });
});
