import { sql } from 'kysely';
import type { Db } from '../db/index';
import { hashOf } from '../services/core/links';

/**
 * Demo rows of the Core area, fixed so that the web app, e2e tests and people can use them:
 *
 * | link | id | hashCode | what |
 * | --- | --- | --- | --- |
 * | message | 9001 | `DemoAstMessaggio9001Hash` | module 4, demo.ast's notification that requires acceptance |
 * | expired | 9002 | `DemoAstScaduto9002Hash` | module 4, expired on 2024-01-01 (410 link_expired) |
 * | create password | 9003 | `DemoAstCreaPsw9003Hash` | module 5, firstAccess, for the Pending user `demoastnuovo` (single use) |
 * | survey | 9004 | `DemoAstSondaggio9004Hash` | module 6, workflow `wf_demo_survey_ast`, replies "1".."5" |
 * | self-reading | 9005 | `DemoAstAutolettura9005Hash` | module 7, demo.ast's electricity supply |
 * | pun | 9006 | `DemoAstPun9006Hash` | module 9 |
 *
 * Open one as `/?linkId=9001&hash=DemoAstMessaggio9001Hash` (or create a session with
 * `linkId` + `hashCode`). Other constants: App_min_version "0.9.0" for every brand; brand mes
 * has module `ser` for its demo customer only; demo.ast has the push id `demo-push-ast-0001`.
 */
export const DEMO_LINKS = {
  message: { id: 9001, hashCode: 'DemoAstMessaggio9001Hash', module: 4 },
  expired: { id: 9002, hashCode: 'DemoAstScaduto9002Hash', module: 4 },
  createPassword: { id: 9003, hashCode: 'DemoAstCreaPsw9003Hash', module: 5 },
  survey: { id: 9004, hashCode: 'DemoAstSondaggio9004Hash', module: 6 },
  selfReading: { id: 9005, hashCode: 'DemoAstAutolettura9005Hash', module: 7 },
  pun: { id: 9006, hashCode: 'DemoAstPun9006Hash', module: 9 },
} as const;

/** The Pending user of the create-password link (no password until the link is used). */
export const DEMO_PENDING_USER = {
  username: 'demoastnuovo',
  email: 'nuovo.utente@example.it',
  company: 'ast',
} as const;
export const DEMO_SURVEY_WORKFLOW_ID = 'wf_demo_survey_ast';
export const DEMO_APP_MIN_VERSION = '0.9.0';
export const DEMO_PUSH_ID = 'demo-push-ast-0001';

const FAR_FUTURE = sql<string>`now() + interval '10 years'`;

export async function seedCore(db: Db): Promise<void> {
  const userId = async (username: string) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const customerId = async (key: string) =>
    (await db.selectFrom('customers').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  const typeId = async (code: string) =>
    (
      await db
        .selectFrom('notification_types')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  await db
    .insertInto('conf_properties')
    .values({ company_code: null, name: 'App_min_version', value: DEMO_APP_MIN_VERSION })
    .execute();
  await db
    .insertInto('company_modules')
    .values({ company_code: 'mes', module_key: 'ser', customer_id: await customerId('MES0001013') })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const ast = await userId('demo.ast');
  const astCustomer = await customerId('AST0001001');
  await db
    .insertInto('devices')
    .values({ user_id: ast, fb_push_id: DEMO_PUSH_ID, platform: 'android' })
    .execute();

  // Notifications of demo.ast: one to accept, read and unread ones, one no longer active.
  const note = (
    type: number,
    subject: string,
    message: string,
    daysAgo: number,
    extra: {
      read?: boolean;
      accepted?: boolean;
      validUntilDaysAgo?: number;
      user?: number;
      customer?: number | null;
    } = {},
  ) => ({
    user_id: extra.user ?? ast,
    customer_id: extra.customer === undefined ? astCustomer : extra.customer,
    type_id: type,
    subject,
    message,
    created_at: sql<string>`now() - make_interval(days => ${daysAgo})`,
    read_time: extra.read ? sql<string>`now() - make_interval(days => ${Math.max(0, daysAgo - 1)})` : null,
    accepted_time: extra.accepted
      ? sql<string>`now() - make_interval(days => ${Math.max(0, daysAgo - 1)})`
      : null,
    valid_until:
      extra.validUntilDaysAgo !== undefined
        ? sql<string>`now() - make_interval(days => ${extra.validUntilDaysAgo})`
        : null,
  });
  const [info, billing, terms, promo] = [
    await typeId('info'),
    await typeId('billing'),
    await typeId('contract-terms'),
    await typeId('promo'),
  ];
  const rows = await db
    .insertInto('notifications')
    .values([
      note(
        terms,
        'Aggiornamento delle condizioni generali di fornitura',
        'Dal 1° gennaio cambiano alcune condizioni generali di fornitura. Ti chiediamo di leggere la comunicazione e di ' +
          'confermarne la presa visione.',
        1,
      ),
      note(
        billing,
        'Nuova bolletta disponibile',
        'È disponibile la bolletta della fornitura luce "Casa Roma". Puoi consultarla e pagarla online.',
        3,
      ),
      note(
        info,
        'Finestra di autolettura aperta',
        'Fino a fine mese puoi comunicarci la lettura del contatore gas.',
        6,
        { read: true },
      ),
      note(
        promo,
        'Un\u2019offerta per te',
        'Scopri l\u2019offerta luce a prezzo fisso per 24 mesi riservata ai clienti.',
        10,
      ),
      note(
        billing,
        'Pagamento ricevuto',
        'Abbiamo ricevuto il pagamento della bolletta di settembre. Grazie!',
        30,
        { read: true },
      ),
      note(
        info,
        'Interruzione programmata del servizio',
        'Il portale non è stato disponibile per manutenzione.',
        60,
        {
          read: true,
          validUntilDaysAgo: 55,
        },
      ),
    ])
    .returning('id')
    .execute();
  const toAccept = rows[0]!.id;

  for (const company of ['sgr', 'sga', 'mes', 'wdo', 'smg', 'sol']) {
    await db
      .insertInto('notifications')
      .values(
        note(
          info,
          'Benvenuto nell\u2019area clienti',
          'Da qui puoi gestire forniture, bollette e letture.',
          2,
          {
            user: await userId(`demo.${company}`),
            customer: null,
          },
        ),
      )
      .execute();
  }

  // A Pending user (registered as a delegate) waiting for the create-password link.
  const pending = await db
    .insertInto('users')
    .values({
      key: 'USR-DEMO-PENDING',
      username: DEMO_PENDING_USER.username,
      company_code: DEMO_PENDING_USER.company,
      password_hash: null,
      status: 'Pending',
      type: 'Customer',
      email: DEMO_PENDING_USER.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_profiles')
    .values({
      user_id: pending.id,
      registration_type: 'delegate',
      first_name: 'Elena',
      last_name: 'Galli',
      fiscal_code: 'GLLLNE92R55H501E',
      phone_mobile: '+393405550199',
      street_name: 'Via Appia Nuova 100',
      civic_number: '100',
      city: 'Roma',
      province: 'RM',
      postal_code: '00183',
      privacy_personal_data_at: new Date('2026-01-10T10:00:00Z'),
    })
    .execute();

  await db
    .insertInto('workflows')
    .values({
      id: DEMO_SURVEY_WORKFLOW_ID,
      kind: 'survey',
      company_code: 'ast',
      user_id: ast,
      customer_id: astCustomer,
      task_name: 'survey-reply',
      payload: JSON.stringify({ surveyKind: 'satisfaction', options: ['1', '2', '3', '4', '5'] }),
    })
    .execute();

  const astLuce = await db
    .selectFrom('supplies')
    .select('id')
    .where('customer_id', '=', astCustomer)
    .where('commodity', '=', 'luce')
    .orderBy('id')
    .executeTakeFirstOrThrow();

  const link = (
    l: { id: number; hashCode: string; module: number },
    values: {
      entity: string | null;
      params?: Record<string, unknown>;
      customer?: number | null;
      user?: number | null;
      singleUse?: boolean;
    },
    expires: ReturnType<typeof sql<string>> | string = FAR_FUTURE,
  ) => ({
    id: l.id,
    company_code: 'ast',
    module_id: l.module,
    entity_key: values.entity,
    additional_params: JSON.stringify(values.params ?? {}),
    customer_id: values.customer === undefined ? astCustomer : values.customer,
    user_id: values.user === undefined ? ast : values.user,
    hash_sha256: hashOf(l.hashCode),
    single_use: values.singleUse ?? false,
    expires_at: expires,
  });
  await db
    .insertInto('links')
    .values([
      link(DEMO_LINKS.message, { entity: String(toAccept) }),
      link(DEMO_LINKS.expired, { entity: String(toAccept) }, '2024-01-01T00:00:00+01:00'),
      link(DEMO_LINKS.createPassword, {
        entity: String(pending.id),
        params: { userId: pending.id, firstAccess: true },
        customer: null,
        user: pending.id,
        singleUse: true,
      }),
      link(DEMO_LINKS.survey, {
        entity: DEMO_SURVEY_WORKFLOW_ID,
        params: {
          surveyKind: 'satisfaction',
          taskName: 'survey-reply',
          workflowId: DEMO_SURVEY_WORKFLOW_ID,
          options: ['1', '2', '3', '4', '5'],
        },
      }),
      link(DEMO_LINKS.selfReading, { entity: String(astLuce.id) }),
      link(DEMO_LINKS.pun, { entity: null }),
    ])
    .execute();
  await db
    .updateTable('notifications')
    .set({ link_id: DEMO_LINKS.message.id })
    .where('id', '=', toAccept)
    .execute();
  // Links created later get ids after the demo ones.
  await sql`select setval(pg_get_serial_sequence('links', 'id'), 10000)`.execute(db);
}
