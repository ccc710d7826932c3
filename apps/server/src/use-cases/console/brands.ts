import type { BrandSettings } from '@sportello/contract/console/brands';
import { MODULE_KEYS, type ReadingDays } from '@sportello/domain';
import { audit } from '../../services/console/audit';
import {
  helpOverridesOf,
  registryHelp,
  saveHelpOverrides,
  type HelpOverrides,
} from '../../services/core/help-contacts';
import { brandReadingDays } from '../../services/erp/metering';
import { importPrices, type ImportPricesSummary } from '../integration/prices/import-prices';
import { requireOperatorBrand, type Deps, type IntegrationActor, type OperatorActor } from '../context';

/**
 * The console's brand configuration: the modules a brand's customers see (company_modules rows
 * without a customer, which the portal's list-modules reads), the app's minimum version
 * (conf_properties App_min_version, the brand's over the general one, which get-conf-properties
 * reads), the help contacts over the brand registry's (brand_help_contacts, which the portal's
 * get-help-contacts reads), the default self-reading window of the meters without one
 * (brand_reading_windows, which the reading window and self-reading use cases read), and the
 * hourly PUN import through the integration API's own use case. Each change is audited with
 * before and after.
 */

const APP_MIN_VERSION = 'App_min_version';
const NOT_FOUND = 'Marchio non trovato';

export async function getBrandSettings(
  deps: Deps,
  actor: OperatorActor,
  code: string,
): Promise<BrandSettings> {
  requireOperatorBrand(actor, code, NOT_FOUND);
  const [modules, versions, help, readingWindow] = await Promise.all([
    deps.db
      .selectFrom('company_modules')
      .select('module_key')
      .where('company_code', '=', code)
      .where('customer_id', 'is', null)
      .execute(),
    deps.db
      .selectFrom('conf_properties')
      .select(['company_code', 'value'])
      .where('name', '=', APP_MIN_VERSION)
      .where((eb) => eb.or([eb('company_code', 'is', null), eb('company_code', '=', code)]))
      .execute(),
    helpOverridesOf(deps.db, code),
    brandReadingDays(deps.db, code),
  ]);
  const enabled = new Set(modules.map((m) => m.module_key));
  return {
    brand: code,
    modules: MODULE_KEYS.map((key) => ({ key, enabled: enabled.has(key) })),
    appMinVersion: versions.find((v) => v.company_code === code)?.value ?? null,
    appMinVersionDefault: versions.find((v) => v.company_code === null)?.value ?? null,
    help,
    helpDefault: registryHelp(code),
    readingWindow,
  };
}

/**
 * One change of a brand's settings, audited: the settings read before and after `write`, the
 * part `shown` of each in the audit row.
 */
async function changeBrand(
  deps: Deps,
  actor: OperatorActor,
  code: string,
  change: { action: string; targetId?: string; shown: (settings: BrandSettings) => unknown },
  write: () => Promise<unknown>,
): Promise<BrandSettings> {
  const before = await getBrandSettings(deps, actor, code);
  await write();
  const after = await getBrandSettings(deps, actor, code);
  await audit(deps.db, actor, {
    action: change.action,
    targetType: 'brand',
    targetId: change.targetId ?? code,
    companyCode: code,
    before: change.shown(before),
    after: change.shown(after),
  });
  return after;
}

export async function setBrandModule(
  deps: Deps,
  actor: OperatorActor,
  code: string,
  key: string,
  enabled: boolean,
): Promise<BrandSettings> {
  const shown = (settings: BrandSettings) => ({
    enabled: settings.modules.find((m) => m.key === key)?.enabled ?? false,
  });
  return changeBrand(deps, actor, code, { action: 'brand.module', targetId: `${code}/${key}`, shown }, () =>
    enabled
      ? deps.db
          .insertInto('company_modules')
          .values({ company_code: code, module_key: key, customer_id: null })
          .onConflict((oc) => oc.doNothing())
          .execute()
      : deps.db
          .deleteFrom('company_modules')
          .where('company_code', '=', code)
          .where('module_key', '=', key)
          .where('customer_id', 'is', null)
          .execute(),
  );
}

export async function setAppMinVersion(
  deps: Deps,
  actor: OperatorActor,
  code: string,
  version: string | null,
): Promise<BrandSettings> {
  const shown = (settings: BrandSettings) => ({ appMinVersion: settings.appMinVersion });
  return changeBrand(deps, actor, code, { action: 'brand.app-min-version', shown }, () =>
    version === null
      ? deps.db
          .deleteFrom('conf_properties')
          .where('company_code', '=', code)
          .where('name', '=', APP_MIN_VERSION)
          .execute()
      : deps.db
          .insertInto('conf_properties')
          .values({ company_code: code, name: APP_MIN_VERSION, value: version })
          .onConflict((oc) => oc.columns(['company_code', 'name']).doUpdateSet({ value: version }))
          .execute(),
  );
}

/** The help contacts the portal shows the brand's customers, over the registry's (null: the registry's). */
export async function setBrandHelp(
  deps: Deps,
  actor: OperatorActor,
  code: string,
  help: HelpOverrides,
): Promise<BrandSettings> {
  return changeBrand(deps, actor, code, { action: 'brand.help-contacts', shown: (s) => s.help }, () =>
    saveHelpOverrides(deps.db, code, help),
  );
}

/**
 * The brand's default self-reading window (days of the month), for the meters of its customers
 * without one of their own (the portal's reading window and self-reading apply it); null removes it.
 */
export async function setBrandReadingWindow(
  deps: Deps,
  actor: OperatorActor,
  code: string,
  window: ReadingDays | null,
): Promise<BrandSettings> {
  const shown = (settings: BrandSettings) => ({ readingWindow: settings.readingWindow });
  return changeBrand(deps, actor, code, { action: 'brand.reading-window', shown }, async () => {
    if (window === null)
      return deps.db.deleteFrom('brand_reading_windows').where('company_code', '=', code).execute();
    const values = { from_day: window.fromDay, to_day: window.toDay };
    return deps.db
      .insertInto('brand_reading_windows')
      .values({ company_code: code, ...values })
      .onConflict((oc) => oc.column('company_code').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  });
}

/** The GME file through the integration API's own import, for the operator (audited with its summary). */
export async function importPricesFromConsole(
  deps: Deps,
  actor: OperatorActor,
  body: Buffer,
): Promise<ImportPricesSummary> {
  const system: IntegrationActor = {
    kind: 'integration',
    tokenName: `console:${actor.username}`,
    tokenId: 0,
    scopes: ['prices'],
  };
  const summary = await importPrices(deps, system, { body });
  await audit(deps.db, actor, {
    action: 'prices.import',
    targetType: 'pun',
    targetId: summary.days.map((d) => d.day).join(',') || null,
    after: {
      days: summary.days.map((d) => d.day),
      created: summary.created,
      updated: summary.updated,
      refused: summary.refused,
    },
  });
  return summary;
}
