import type { outboxQuerySchema, outboxResponseSchema } from '@sportello/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { outboxKeyFor } from '../../adapters/messenger';
import { openContent, openField } from '../../adapters/outbox-seal';
import type { Deps } from '../context';
import { assertDemoMode } from './demo-only';

export type OutboxInput = z.output<typeof outboxQuerySchema>;

/**
 * The mail, SMS and push the server sent as they went out (a mail's sender, subject, plain text
 * and HTML), newest first, at most `limit`; `to` filters on the
 * recipient (case-insensitive; a phone with or without spaces and +39), `channel` on the channel.
 * Demo mode only: people and end-to-end tests read OTP codes and links here (the rows hold them
 * sealed: they are opened here).
 */
export async function getOutbox(
  deps: Deps,
  input: OutboxInput,
): Promise<z.output<typeof outboxResponseSchema>> {
  assertDemoMode(deps);
  const { to, channel, limit } = input;
  let q = deps.db.selectFrom('outbox').selectAll();
  if (to) {
    const compact = to.replace(/[\s.-]/g, '');
    const phone = /^(?:\+39|0039)?(\d{6,11})$/.exec(compact);
    const wanted = phone ? [to.toLowerCase(), `+39${phone[1]}`] : [to.toLowerCase()];
    q = q.where(sql<string>`lower(recipient)`, 'in', wanted);
  }
  if (channel) q = q.where('channel', '=', channel);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  const key = outboxKeyFor(deps.config);
  return {
    messages: rows.map((r) => ({
      ...openContent(key, r),
      id: r.id,
      channel: r.channel,
      company: r.company_code,
      to: r.recipient,
      subject: r.subject,
      from: r.sender,
      html: r.html === null ? null : openField(key, r, r.html),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
