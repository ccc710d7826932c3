import { createHash } from 'node:crypto';
import type {
  sendMessagesRequestSchema,
  sendMessagesResponseSchema,
  sendProposalsRequestSchema,
  sendProposalsResponseSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/index';
import { conflict } from '../../../errors';
import { writeMessages, writeProposals } from '../../../services/core/customer-messages';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

type SendMessagesResponse = z.input<typeof sendMessagesResponseSchema>;
type SendProposalsResponse = z.input<typeof sendProposalsResponseSchema>;

/** The customers of the codes (deduplicated), and the codes with none. */
async function customersOf(db: Db, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  const found = [];
  for (let i = 0; i < unique.length; i += 1000) {
    found.push(
      ...(await db
        .selectFrom('customers')
        .select(['id', 'key'])
        .where('key', 'in', unique.slice(i, i + 1000))
        .execute()),
    );
  }
  const known = new Set(found.map((c) => c.key));
  return { found, unknown: unique.filter((code) => !known.has(code)) };
}

/**
 * Sends once by the retailer's reference (migration 0703), in one transaction: the first call
 * with a reference records it with its answer; the same call again creates nothing and gets that
 * answer (a concurrent one waits on the first's row, then reads it); the same reference with
 * another content is a 409. Without a reference, each call sends.
 */
async function sendOnce<R extends object>(
  db: Db,
  actor: IntegrationActor,
  operation: 'messages' | 'proposals',
  input: { reference?: string | undefined },
  send: (tx: Db) => Promise<R>,
): Promise<{ result: R; replayed: boolean }> {
  const { reference, ...content } = input;
  return db.transaction().execute(async (tx) => {
    if (reference === undefined) return { result: await send(tx), replayed: false };
    const digest = createHash('sha256').update(JSON.stringify(content), 'utf8').digest('hex');
    const row = await tx
      .insertInto('integration_sends')
      .values({ operation, reference, request_sha256: digest, token_name: actor.tokenName })
      .onConflict((oc) => oc.columns(['operation', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const first = await tx
        .selectFrom('integration_sends')
        .select(['request_sha256', 'response'])
        .where('operation', '=', operation)
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      if (first.request_sha256 !== digest)
        throw conflict(
          `Riferimento ${reference} già usato per un invio diverso: usare un nuovo riferimento per un nuovo invio.`,
        );
      return { result: first.response as R, replayed: true };
    }
    const result = await send(tx);
    await tx
      .updateTable('integration_sends')
      .set({ response: JSON.stringify(result) })
      .where('id', '=', row.id)
      .execute();
    return { result, replayed: false };
  });
}

/**
 * `POST …/messages`: a notification (the portal's messages) for every user of each customer —
 * its owner and its accepted delegates — in one transaction; once by `reference` when given.
 */
export async function sendMessages(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: z.output<typeof sendMessagesRequestSchema>,
): Promise<SendMessagesResponse> {
  requireScope(actor, 'import');
  const { result, replayed } = await sendOnce(deps.db, actor, 'messages', input, async (tx) => {
    const { found, unknown } = await customersOf(tx, input.customerCodes);
    const written = await writeMessages(tx, found, {
      typeCode: input.type,
      subject: input.subject,
      message: input.message,
    });
    return {
      customers: found.length,
      notifications: written.notificationIds.length,
      unknownCustomerCodes: unknown,
      customersWithoutUsers: written.customersWithoutUsers,
    };
  });
  deps.log.info(
    {
      token: actor.tokenName,
      reference: input.reference,
      replayed,
      customers: result.customers,
      notifications: replayed ? 0 : result.notifications,
    },
    replayed ? 'integration messages: already sent under this reference' : 'integration messages sent',
  );
  return result;
}

/** `POST …/proposals`: one proposal per customer found, in one transaction; once by `reference` when given. */
export async function sendProposals(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: z.output<typeof sendProposalsRequestSchema>,
): Promise<SendProposalsResponse> {
  requireScope(actor, 'import');
  const { result, replayed } = await sendOnce(deps.db, actor, 'proposals', input, async (tx) => {
    const { found, unknown } = await customersOf(tx, input.customerCodes);
    await writeProposals(tx, found, input);
    return { created: found.length, unknownCustomerCodes: unknown };
  });
  deps.log.info(
    {
      token: actor.tokenName,
      reference: input.reference,
      replayed,
      proposals: replayed ? 0 : result.created,
    },
    replayed ? 'integration proposals: already sent under this reference' : 'integration proposals sent',
  );
  return result;
}
