import { brandFor } from '@sportello/brands';
import type { HelpContacts } from '@sportello/contract';
import type { Db } from '../../db/index';

/** The help contacts an admin changed for a brand (null: the registry's), from brand_help_contacts. */
export type HelpOverrides = { [K in keyof HelpContacts]: string | null };

const NONE: HelpOverrides = { phone: null, hours: null, email: null, supportUrl: null, helpPageUrl: null };

/** The brand registry's customer service (packages/brands): the default of every field. */
export function registryHelp(code: string): HelpContacts {
  const { phone, hours, email, supportUrl, helpPageUrl } = brandFor(code).help;
  return { phone, hours, email, supportUrl, helpPageUrl };
}

export async function helpOverridesOf(db: Db, code: string): Promise<HelpOverrides> {
  const row = await db
    .selectFrom('brand_help_contacts')
    .select(['phone', 'hours', 'email', 'support_url', 'help_page_url'])
    .where('company_code', '=', code)
    .executeTakeFirst();
  if (!row) return NONE;
  return {
    phone: row.phone,
    hours: row.hours,
    email: row.email,
    supportUrl: row.support_url,
    helpPageUrl: row.help_page_url,
  };
}

/** The contacts the portal shows a brand's customers: each field the console's, else the registry's. */
export async function helpContactsOf(db: Db, code: string): Promise<HelpContacts> {
  const overrides = await helpOverridesOf(db, code);
  const registry = registryHelp(code);
  return {
    phone: overrides.phone ?? registry.phone,
    hours: overrides.hours ?? registry.hours,
    email: overrides.email ?? registry.email,
    supportUrl: overrides.supportUrl ?? registry.supportUrl,
    helpPageUrl: overrides.helpPageUrl ?? registry.helpPageUrl,
  };
}

/** Writes a brand's overrides (all null: the row goes, the registry's values again). */
export async function saveHelpOverrides(db: Db, code: string, overrides: HelpOverrides): Promise<void> {
  if (Object.values(overrides).every((v) => v === null)) {
    await db.deleteFrom('brand_help_contacts').where('company_code', '=', code).execute();
    return;
  }
  const values = {
    phone: overrides.phone,
    hours: overrides.hours,
    email: overrides.email,
    support_url: overrides.supportUrl,
    help_page_url: overrides.helpPageUrl,
  };
  await db
    .insertInto('brand_help_contacts')
    .values({ company_code: code, ...values })
    .onConflict((oc) => oc.column('company_code').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
