import { contactRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { CONTACT_ACK, sendContactRequest } from './send-contact-request';

const input = (body: object) =>
  contactRequestSchema.parse({
    contactRequest: {
      subject: 'bolletta',
      description: 'Una domanda',
      mobilephone: '+39 333 1234567',
      ...body,
    },
  }).contactRequest;

describe('sendContactRequest', () => {
  const bench = useUseCaseBench();

  it('stores the support request and shows it among the customer\u2019s practices', async () => {
    const actor = await bench.user('demo.ast');
    const out = await sendContactRequest(
      bench.deps(),
      actor,
      input({ contract: { key: 'CTR-AST0001001-01' } }),
    );
    expect(out.contactResponse).toMatchObject({ message: CONTACT_ACK });
    expect(out.contactResponse.ticketKey).toMatch(/^SUP-/);
    const practice = await bench
      .deps()
      .db.selectFrom('customer_requests')
      .select(['request_type', 'phase_code'])
      .where('ticket_key', '=', out.contactResponse.ticketKey)
      .executeTakeFirstOrThrow();
    expect(practice).toEqual({ request_type: 'Assistenza', phase_code: 'AS010' });
  });

  it('refuses another brand and someone else\u2019s contract', async () => {
    const actor = await bench.user('demo.ast');
    await expectHttpError(sendContactRequest(bench.deps(), actor, input({ company: 'sgr' })), 400);
    await expectHttpError(
      sendContactRequest(
        bench.deps(),
        await bench.user('demo.ast.azienda'),
        input({ contract: { key: 'CTR-AST0001001-01' } }),
      ),
      403,
    );
  });
});
