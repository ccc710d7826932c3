import { TEXT_LIMITS } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact';

const body = (description: string) => ({
  contactRequest: { subject: 'bolletta', description, mobilephone: '+39 333 1234567' },
});

describe('contactRequestSchema', () => {
  it('takes a message up to the limit the web form applies, and refuses a longer one in Italian', () => {
    expect(contactRequestSchema.safeParse(body('a'.repeat(TEXT_LIMITS.contactDescription))).success).toBe(
      true,
    );
    const longer = contactRequestSchema.safeParse(body('a'.repeat(TEXT_LIMITS.contactDescription + 1)));
    expect(longer.success).toBe(false);
    expect(longer.error?.issues[0]?.message).toBe(
      `Il messaggio può contenere al massimo ${TEXT_LIMITS.contactDescription} caratteri`,
    );
  });
});
