import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMMODITY_LABEL,
  formatDate,
  READING_REMINDER_TEXT,
  readingReminderLinkDays,
  readingReminderWindow,
  type IsoDay,
  type ReminderWindow,
  type SupplyCommodity,
} from '@sportello/domain';
import type { Messenger } from '../../adapters/messenger';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { createLink, LINK_MODULES, linkUrl } from '../core/links';
import { composeMessage, type MailContent } from '../messages/index';
import { todayInItaly } from './rules';

/**
 * The reading reminders (issue 24): when a supply's self-reading window opens, the owners of its
 * customer are told once — an e-mail to each owner's address, and a push to each device where the
 * app or the browser is subscribed (for users who take service notices) — with a link (module 7)
 * to that supply's reading form. An owner who turned them off in the profile
 * (reading_reminder_optouts) gets neither.
 *
 * A periodic task of the job runner (plugins/jobs.ts) runs `sendReadingReminders` once an hour
 * across all server processes. Each window is told once: its row in reading_reminders (unique per
 * supply and window start) is inserted in the same transaction as the messages are stored in the
 * outbox and their delivery enqueued. Two processes that reach the same window at once both try
 * the insert; PostgreSQL makes the second wait for the first's commit and then skip. A run that
 * fails half-way rolls back both row and messages, and the next run tries again. Catch-up: a run
 * looks for every window open today, not only those opening today, so one that opened while the
 * servers were stopped is told at the first run after, as long as it is still open.
 */

/** The periodic task's name (a row of scheduled_jobs) and its period. */
export const READING_REMINDERS_JOB = 'reading-reminders';
export const READING_REMINDERS_PERIOD_MS = 60 * 60_000;
/** How long the record of a window told is kept (each run deletes older ones). */
export const RECORD_RETENTION_DAYS = 400;

export interface ReadingRemindersDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  messenger: Messenger;
  log?: FastifyBaseLogger;
}

/** A supply whose window is open and not yet told. */
export interface DueReminder {
  supplyId: number;
  customerId: number;
  companyCode: string;
  label: string;
  window: ReminderWindow;
}

/** What one run did: windows told, and those another process told first. */
export interface ReadingRemindersRun {
  told: number;
  mails: number;
  pushes: number;
  takenByAnother: number;
}

/**
 * The supplies to tell on `today`: active ones whose current meter's window (its own days, or its
 * customer's brand default) is open today with no reading sent in it yet, whose customer has an
 * owner, and not told for this window already.
 */
export async function dueReadingReminders(db: Db, today: IsoDay): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('meters as m')
    .innerJoin('supplies as s', 's.id', 'm.supply_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('brand_reading_windows as w', 'w.company_code', 'c.company_code')
    .select([
      's.id as supply_id',
      's.customer_id',
      'c.company_code',
      's.commodity',
      's.nickname',
      's.address',
      's.locality',
      'm.window_from_day',
      'm.window_to_day',
      'w.from_day as brand_from_day',
      'w.to_day as brand_to_day',
      sql<string | null>`(select max(r.reading_date)::text from readings r where r.meter_id = m.id)`.as(
        'last_reading_date',
      ),
    ])
    .where('m.removed_on', 'is', null)
    .where('s.status', '=', 'Attiva')
    // A meter with no days of its own and no brand default expects no self-reading.
    .where((eb) =>
      eb.or([
        eb.and([eb('m.window_from_day', 'is not', null), eb('m.window_to_day', 'is not', null)]),
        eb('w.from_day', 'is not', null),
      ]),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_customers as uc')
          .select(sql`1`.as('one'))
          .whereRef('uc.customer_id', '=', 's.customer_id')
          .where('uc.relation', '=', 'owner')
          .where('uc.status', '=', 'accepted'),
      ),
    )
    // The newest installed meter of each supply (currentMeterOf's rule).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('meters as newer')
            .select(sql`1`.as('one'))
            .whereRef('newer.supply_id', '=', 'm.supply_id')
            .where('newer.removed_on', 'is', null)
            .where((eb) =>
              eb.or([
                eb('newer.installed_on', '>', eb.ref('m.installed_on')),
                eb.and([
                  eb('newer.installed_on', '=', eb.ref('m.installed_on')),
                  eb('newer.id', '>', eb.ref('m.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  const due: DueReminder[] = [];
  for (const r of rows) {
    const brand =
      r.brand_from_day !== null && r.brand_to_day !== null
        ? { fromDay: r.brand_from_day, toDay: r.brand_to_day }
        : null;
    const window = readingReminderWindow(
      { fromDay: r.window_from_day, toDay: r.window_to_day },
      today,
      brand,
      r.last_reading_date,
    );
    if (!window) continue;
    due.push({
      supplyId: r.supply_id,
      customerId: r.customer_id,
      companyCode: r.company_code,
      label:
        r.nickname?.trim() ||
        `${COMMODITY_LABEL[r.commodity as SupplyCommodity]} – ${r.address}, ${r.locality}`,
      window,
    });
  }
  if (due.length === 0) return due;
  const told = await db
    .selectFrom('reading_reminders')
    .select(['supply_id', sql<string>`window_start::text`.as('window_start')])
    .where(
      'supply_id',
      'in',
      due.map((d) => d.supplyId),
    )
    .where('window_start', '>=', sql<string>`${today}::date - 62`)
    .execute();
  const toldKeys = new Set(told.map((t) => `${t.supply_id}:${t.window_start}`));
  return due.filter((d) => !toldKeys.has(`${d.supplyId}:${d.window.startDate}`));
}

/** The reminder's mail, in the catalogue's shape (the brand's frame is added by the rendering). */
export function readingReminderMail(label: string, window: ReminderWindow, url: string): MailContent {
  return {
    subject: READING_REMINDER_TEXT.subject,
    blocks: [
      { p: [READING_REMINDER_TEXT.body(label, formatDate(window.endDate))] },
      { action: { label: READING_REMINDER_TEXT.action, url } },
      { p: [READING_REMINDER_TEXT.optOut] },
    ],
  };
}

/**
 * Tells one supply's window, in one transaction: claims its row (another process that claimed it
 * first: false, nothing sent), then for each owner who wants it a link of its own, the e-mail and
 * the pushes, all stored in the outbox with their delivery jobs in the same transaction.
 */
export async function tellReadingReminder(
  deps: ReadingRemindersDeps,
  due: DueReminder,
  today: IsoDay,
): Promise<{ mails: number; pushes: number } | false> {
  const { config, messenger } = deps;
  return deps.db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('reading_reminders')
      .values({ supply_id: due.supplyId, window_start: due.window.startDate, window_end: due.window.endDate })
      .onConflict((oc) => oc.columns(['supply_id', 'window_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    const owners = await tx
      .selectFrom('user_customers as uc')
      .innerJoin('users as u', 'u.id', 'uc.user_id')
      .select(['u.id', 'u.email', 'u.receive_tech_notifications'])
      .where('uc.customer_id', '=', due.customerId)
      .where('uc.relation', '=', 'owner')
      .where('uc.status', '=', 'accepted')
      .where('u.status', '=', 'Active')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reading_reminder_optouts as o')
              .select(sql`1`.as('one'))
              .whereRef('o.user_id', '=', 'u.id'),
          ),
        ),
      )
      .orderBy('u.id')
      .execute();
    let mails = 0;
    let pushes = 0;
    const ttlMinutes = readingReminderLinkDays(due.window, today) * 24 * 60;
    for (const owner of owners) {
      const devices = owner.receive_tech_notifications
        ? await tx
            .selectFrom('devices')
            .select('fb_push_id')
            .where('user_id', '=', owner.id)
            .orderBy('id')
            .execute()
        : [];
      if (!owner.email && devices.length === 0) continue;
      // The link is the owner's own: a push carries its id only, and only this user reads it so.
      const link = await createLink(tx, {
        companyCode: due.companyCode,
        moduleId: LINK_MODULES.selfReading,
        entityKey: String(due.supplyId),
        customerId: due.customerId,
        userId: owner.id,
        ttlMinutes,
      });
      if (owner.email) {
        const url = linkUrl(config.PUBLIC_URL, '/', link.id, link.hashCode);
        await messenger.send(
          tx,
          await composeMessage(config, due.companyCode, {
            channel: 'mail',
            recipient: owner.email,
            mail: readingReminderMail(due.label, due.window, url),
            meta: {
              kind: 'reading-reminder',
              linkId: link.id,
              hashCode: link.hashCode,
              linkUrl: url,
              supplyId: due.supplyId,
              windowStart: due.window.startDate,
            },
          }),
        );
        mails += 1;
      }
      for (const d of devices) {
        await messenger.send(tx, {
          channel: 'push',
          companyCode: due.companyCode,
          recipient: d.fb_push_id,
          subject: READING_REMINDER_TEXT.pushTitle,
          body: READING_REMINDER_TEXT.body(due.label, formatDate(due.window.endDate)),
          // The tap opens the link with the logged-in session (no hash: services/core/push.ts).
          meta: {
            mn_message_id: `rr-${claimed.id}`,
            link: { id: link.id },
            customer: { id: due.customerId },
          },
        });
        pushes += 1;
      }
    }
    await tx.updateTable('reading_reminders').set({ mails, pushes }).where('id', '=', claimed.id).execute();
    return { mails, pushes };
  });
}

/** One run: every window open on `today` (Italy's day by default) and not yet told, told once. */
export async function sendReadingReminders(
  deps: ReadingRemindersDeps,
  today: IsoDay = todayInItaly(),
  signal?: AbortSignal,
): Promise<ReadingRemindersRun> {
  const run: ReadingRemindersRun = { told: 0, mails: 0, pushes: 0, takenByAnother: 0 };
  // The records of windows long closed have no use left (a run looks back two months at most).
  await deps.db
    .deleteFrom('reading_reminders')
    .where('sent_at', '<', sql<Date>`now() - make_interval(days => ${RECORD_RETENTION_DAYS})`)
    .execute();
  for (const due of await dueReadingReminders(deps.db, today)) {
    // A stop mid-run: the windows left are told by the next run (rows are claimed one by one).
    signal?.throwIfAborted();
    const sent = await tellReadingReminder(deps, due, today);
    if (!sent) {
      run.takenByAnother += 1;
      continue;
    }
    run.told += 1;
    run.mails += sent.mails;
    run.pushes += sent.pushes;
  }
  if (run.told > 0 || run.takenByAnother > 0)
    deps.log?.info({ readingReminders: run }, 'reading reminders sent');
  return run;
}

/** The profile's preference: whether the user gets the reading reminders (on unless turned off). */
export async function readingRemindersEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reading_reminder_optouts')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined;
}

/** Turns the user's reading reminders on or off. */
export async function setReadingRemindersEnabled(db: Db, userId: number, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.deleteFrom('reading_reminder_optouts').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('reading_reminder_optouts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
