import { sql } from 'kysely';
import { importCustomerSchema, type ImportCustomer, type LineRefusal } from '@sportello/contract';
import type { Db } from '../../../db/index';
import { registerImportKind, type BatchOutcome, type NumberedLine } from '../import-runs';

/**
 * The customers' import (`POST …/customers`, NDJSON): each line a customer with its contracts,
 * supplies and meters, upserted by the retailer's keys — customer code, contract code, POD/PDR
 * (within the contract), meter serial (within the supply) — so that a line sent again changes
 * nothing. A batch of lines is checked whole first (the domain's rules, then the keys already in
 * the database: a customer code of another brand, a contract of another customer, a POD/PDR
 * active on another contract), and only the lines that pass are written, set by set, in one
 * transaction; should that transaction fail anyway, each line is written again in its own, so a
 * wrong line never stops or half-applies the others.
 */

export const CUSTOMERS_IMPORT = 'customers';

type Contract = ImportCustomer['contracts'][number];
type Supply = Contract['supplies'][number];

interface Parsed {
  line: number;
  customer: ImportCustomer;
}

/** The path of a zod issue as the refusal's field (`contracts.0.supplies.1.podPdr`). */
const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A line read and checked with the domain's rules, or its refusals. */
export function parseCustomerLine(line: NumberedLine): Parsed | LineRefusal[] {
  let json: unknown;
  try {
    json = JSON.parse(line.text);
  } catch {
    return [{ line: line.line, field: '', message: 'Riga non valida: non è un oggetto JSON' }];
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return [
      { line: line.line, field: '', message: 'Riga non valida: ogni riga è un oggetto JSON (un cliente)' },
    ];
  const result = importCustomerSchema.safeParse(json);
  if (!result.success) {
    const seen = new Set<string>();
    const refusals: LineRefusal[] = [];
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (seen.has(field)) continue;
      seen.add(field);
      refusals.push({ line: line.line, field, message: issue.message });
    }
    return refusals;
  }
  return { line: line.line, customer: result.data };
}

/** The keys a line writes (two lines sharing one never go in the same set-based statement). */
function keysOf(customer: ImportCustomer): string[] {
  const keys = [`c:${customer.code}`];
  for (const contract of customer.contracts) {
    keys.push(`k:${contract.code}`);
    for (const supply of contract.supplies) {
      keys.push(`p:${supply.podPdr}`);
      if (supply.code) keys.push(`s:${supply.code}`);
    }
  }
  return keys;
}

interface Existing {
  customers: Map<string, { id: number; company: string }>;
  contracts: Map<string, { id: number; customerKey: string }>;
  /** Supplies by POD/PDR (all of them: a POD may have ceased supplies on other contracts). */
  suppliesByPod: Map<string, { id: number; key: string; contractKey: string; status: string }[]>;
  supplyKeys: Map<string, { id: number; podPdr: string }>;
}

async function loadExisting(db: Db, records: readonly Parsed[]): Promise<Existing> {
  const customerKeys = records.map((r) => r.customer.code);
  const contractKeys = records.flatMap((r) => r.customer.contracts.map((c) => c.code));
  const pods = records.flatMap((r) => r.customer.contracts.flatMap((c) => c.supplies.map((s) => s.podPdr)));
  const supplyCodes = records.flatMap((r) =>
    r.customer.contracts.flatMap((c) =>
      c.supplies.flatMap((s) => [s.code ?? s.podPdr, `${s.podPdr}-${c.code}`]),
    ),
  );
  const existing: Existing = {
    customers: new Map(),
    contracts: new Map(),
    suppliesByPod: new Map(),
    supplyKeys: new Map(),
  };
  if (customerKeys.length > 0) {
    const rows = await db
      .selectFrom('customers')
      .select(['id', 'key', 'company_code'])
      .where('key', 'in', customerKeys)
      .execute();
    for (const r of rows) existing.customers.set(r.key, { id: r.id, company: r.company_code });
  }
  if (contractKeys.length > 0) {
    const rows = await db
      .selectFrom('contracts as k')
      .innerJoin('customers as c', 'c.id', 'k.customer_id')
      .select(['k.id', 'k.key', 'c.key as customerKey'])
      .where('k.key', 'in', contractKeys)
      .execute();
    for (const r of rows) existing.contracts.set(r.key, { id: r.id, customerKey: r.customerKey });
  }
  if (pods.length > 0) {
    const rows = await db
      .selectFrom('supplies as s')
      .innerJoin('contracts as k', 'k.id', 's.contract_id')
      .select(['s.id', 's.key', 's.pod_pdr', 's.status', 'k.key as contractKey'])
      .where('s.pod_pdr', 'in', pods)
      .execute();
    for (const r of rows) {
      const list = existing.suppliesByPod.get(r.pod_pdr) ?? [];
      list.push({ id: r.id, key: r.key, contractKey: r.contractKey, status: r.status });
      existing.suppliesByPod.set(r.pod_pdr, list);
    }
  }
  if (supplyCodes.length > 0) {
    const rows = await db
      .selectFrom('supplies')
      .select(['id', 'key', 'pod_pdr'])
      .where('key', 'in', supplyCodes)
      .execute();
    for (const r of rows) existing.supplyKeys.set(r.key, { id: r.id, podPdr: r.pod_pdr });
  }
  return existing;
}

/** A supply to write: an existing row (by its POD/PDR in this contract) or a new one, with its key. */
interface SupplyPlan {
  supply: Supply;
  contractCode: string;
  id: number | null;
  key: string;
}

interface Plan {
  record: Parsed;
  supplies: SupplyPlan[];
}

/** The line's plan against what the database holds, or its refusals (nothing of it is written). */
function planLine(record: Parsed, existing: Existing): Plan | LineRefusal[] {
  const { customer, line } = record;
  const refusals: LineRefusal[] = [];
  const known = existing.customers.get(customer.code);
  if (known && known.company !== customer.company)
    refusals.push({
      line,
      field: 'code',
      message: `Il codice cliente ${customer.code} è già di un cliente di un’altra società (${known.company})`,
    });
  const supplies: SupplyPlan[] = [];
  for (const [ci, contract] of customer.contracts.entries()) {
    const knownContract = existing.contracts.get(contract.code);
    if (knownContract && knownContract.customerKey !== customer.code)
      refusals.push({
        line,
        field: `contracts.${ci}.code`,
        message: `Il contratto ${contract.code} è già di un altro cliente (${knownContract.customerKey})`,
      });
    for (const [si, supply] of contract.supplies.entries()) {
      const field = `contracts.${ci}.supplies.${si}`;
      const same = existing.suppliesByPod.get(supply.podPdr) ?? [];
      const mine = same.find((s) => s.contractKey === contract.code);
      const elsewhere = same.find((s) => s.contractKey !== contract.code && s.status !== 'Cessata');
      if (!mine && elsewhere && supply.status !== 'Cessata') {
        refusals.push({
          line,
          field: `${field}.podPdr`,
          message: `Il POD/PDR ${supply.podPdr} è già attivo su un altro contratto (${elsewhere.contractKey}): cessare prima quella fornitura`,
        });
        continue;
      }
      let key = supply.code ?? mine?.key ?? supply.podPdr;
      const holder = existing.supplyKeys.get(key);
      if (holder && holder.id !== mine?.id) {
        if (supply.code) {
          refusals.push({
            line,
            field: `${field}.code`,
            message: `Il codice fornitura ${supply.code} è già di un’altra fornitura (${holder.podPdr})`,
          });
          continue;
        }
        // The POD's ceased supply of another contract has the POD as its code: this one is told apart.
        key = `${supply.podPdr}-${contract.code}`;
        const other = existing.supplyKeys.get(key);
        if (other && other.id !== mine?.id) {
          refusals.push({
            line,
            field: `${field}.code`,
            message: 'Indicare un codice fornitura: quello predefinito è già usato',
          });
          continue;
        }
      }
      supplies.push({ supply, contractCode: contract.code, id: mine?.id ?? null, key });
    }
  }
  return refusals.length > 0 ? refusals : { record, supplies };
}

const CONSUMPTION_UNIT = { luce: 'kWh', gas: 'Smc', teleriscaldamento: 'MWh' } as const;

/** The meter in place (not removed, latest installed): the supply's meter_serial. */
function currentSerial(supply: Supply): string | null {
  const active = supply.meters
    .filter((m) => !m.removedOn)
    .sort((a, b) => b.installedOn.localeCompare(a.installedOn))[0];
  return active?.serial ?? null;
}

type Row = Record<string, unknown>;
const json = (rows: readonly Row[]) => JSON.stringify(rows);

/** Writes the planned lines, set by set; returns the customer codes that were created. */
async function write(tx: Db, plans: readonly Plan[]): Promise<Set<string>> {
  const customers = plans.map(({ record: { customer: c } }) => ({
    key: c.code,
    company_code: c.company,
    customer_type: c.type,
    name: c.name,
    fiscal_code: c.fiscalCode ?? null,
    vat_number: c.vatNumber ?? null,
    email: c.email ?? null,
    phone_mobile: c.phoneMobile ?? null,
    phone_home: c.phoneHome ?? null,
    privacy_company: c.privacyCompany,
    privacy_others: c.privacyOthers,
  }));
  const customerRows = await sql<{ id: number; key: string; inserted: boolean }>`
    insert into customers (key, company_code, customer_type, name, fiscal_code, vat_number, email,
      phone_mobile, phone_home, privacy_company, privacy_others)
    select key, company_code, customer_type, name, fiscal_code, vat_number, email, phone_mobile,
      phone_home, privacy_company, privacy_others
    from jsonb_to_recordset(${json(customers)}::jsonb) as x(key text, company_code text,
      customer_type text, name text, fiscal_code text, vat_number text, email text,
      phone_mobile text, phone_home text, privacy_company boolean, privacy_others boolean)
    on conflict (key) do update set
      customer_type = excluded.customer_type,
      name = excluded.name,
      fiscal_code = coalesce(excluded.fiscal_code, customers.fiscal_code),
      vat_number = coalesce(excluded.vat_number, customers.vat_number),
      email = coalesce(excluded.email, customers.email),
      phone_mobile = coalesce(excluded.phone_mobile, customers.phone_mobile),
      phone_home = coalesce(excluded.phone_home, customers.phone_home),
      privacy_company = excluded.privacy_company,
      privacy_others = excluded.privacy_others
    where customers.company_code = excluded.company_code
    returning id, key, (xmax = 0) as inserted`.execute(tx);
  const customerId = new Map(customerRows.rows.map((r) => [r.key, Number(r.id)]));
  const created = new Set(customerRows.rows.filter((r) => r.inserted).map((r) => r.key));

  const contracts = plans.flatMap(({ record: { customer: c } }) =>
    c.contracts.map((k) => ({
      key: k.code,
      customer_id: customerId.get(c.code),
      company_code: c.company,
      status: k.status,
      start_date: k.startDate,
      end_date: k.endDate ?? null,
      multi_pod_invoicing: k.supplies.length > 1,
      ship_street_name: k.billingAddress?.street ?? null,
      ship_civic_number: k.billingAddress?.civicNumber ?? null,
      ship_postal_code: k.billingAddress?.postalCode ?? null,
      ship_city: k.billingAddress?.city ?? null,
      ship_locality: k.billingAddress?.city ?? null,
      ship_province: k.billingAddress?.province ?? null,
      payment_method: k.paymentMethod,
      iban: k.iban ?? null,
      account_holder: k.iban ? (k.accountHolder ?? c.name) : null,
      account_holder_fiscal_code: k.iban
        ? (k.accountHolderFiscalCode ?? c.fiscalCode ?? c.vatNumber ?? null)
        : null,
      sdd_status: k.paymentMethod === 'SDD' ? 'Attiva' : null,
    })),
  );
  const contractId = new Map<string, number>();
  if (contracts.length > 0) {
    const rows = await sql<{ id: number; key: string }>`
      insert into contracts (key, customer_id, company_code, status, start_date, end_date,
        multi_pod_invoicing, ship_street_name, ship_civic_number, ship_postal_code, ship_city,
        ship_locality, ship_province, payment_method, iban, account_holder,
        account_holder_fiscal_code, sdd_status)
      select key, customer_id, company_code, status, start_date, end_date, multi_pod_invoicing,
        ship_street_name, ship_civic_number, ship_postal_code, ship_city, ship_locality,
        ship_province, payment_method, iban, account_holder, account_holder_fiscal_code, sdd_status
      from jsonb_to_recordset(${json(contracts)}::jsonb) as x(key text, customer_id integer,
        company_code text, status text, start_date date, end_date date, multi_pod_invoicing boolean,
        ship_street_name text, ship_civic_number text, ship_postal_code text, ship_city text,
        ship_locality text, ship_province text, payment_method text, iban text,
        account_holder text, account_holder_fiscal_code text, sdd_status text)
      on conflict (key) do update set
        status = excluded.status,
        start_date = excluded.start_date,
        end_date = excluded.end_date,
        multi_pod_invoicing = excluded.multi_pod_invoicing,
        ship_street_name = coalesce(excluded.ship_street_name, contracts.ship_street_name),
        ship_civic_number = coalesce(excluded.ship_civic_number, contracts.ship_civic_number),
        ship_postal_code = coalesce(excluded.ship_postal_code, contracts.ship_postal_code),
        ship_city = coalesce(excluded.ship_city, contracts.ship_city),
        ship_locality = coalesce(excluded.ship_locality, contracts.ship_locality),
        ship_province = coalesce(excluded.ship_province, contracts.ship_province),
        payment_method = excluded.payment_method,
        iban = excluded.iban,
        account_holder = excluded.account_holder,
        account_holder_fiscal_code = excluded.account_holder_fiscal_code,
        sdd_status = excluded.sdd_status
      where contracts.customer_id = excluded.customer_id
      returning id, key`.execute(tx);
    for (const r of rows.rows) contractId.set(r.key, Number(r.id));
  }

  const supplyRows = plans.flatMap(({ record: { customer: c }, supplies }) =>
    supplies.map(({ supply: s, contractCode, id, key }) => ({
      id,
      key,
      contract_id: contractId.get(contractCode),
      customer_id: customerId.get(c.code),
      commodity: s.commodity,
      pod_pdr: s.podPdr,
      nickname: s.nickname ?? null,
      status: s.status,
      address: s.address,
      postal_code: s.postalCode,
      locality: s.locality,
      province: s.province,
      activation_date: s.activationDate,
      end_date: s.endDate ?? null,
      offer_code: s.offerCode ?? null,
      meter_serial: currentSerial(s),
      contracted_power_kw: s.contractedPowerKw ?? null,
      annual_consumption: s.annualConsumption ?? null,
      consumption_unit: CONSUMPTION_UNIT[s.commodity],
      use_type: s.useType ?? null,
    })),
  );
  const supplyId = new Map<string, number>(); // `${contractCode} ${pod}` → id
  const fresh = supplyRows.filter((s) => s.id === null);
  const known = supplyRows.filter((s) => s.id !== null);
  const columns = sql`key text, contract_id integer, customer_id integer, commodity text,
    pod_pdr text, nickname text, status text, address text, postal_code text, locality text,
    province text, activation_date date, end_date date, offer_code text, meter_serial text,
    contracted_power_kw numeric, annual_consumption numeric, consumption_unit text, use_type text`;
  if (fresh.length > 0) {
    const rows = await sql<{ id: number; contract_id: number; pod_pdr: string }>`
      insert into supplies (key, contract_id, customer_id, commodity, pod_pdr, nickname, status,
        address, postal_code, locality, province, activation_date, end_date, offer_code,
        meter_serial, contracted_power_kw, annual_consumption, consumption_unit, use_type)
      select key, contract_id, customer_id, commodity, pod_pdr, nickname, status, address,
        postal_code, locality, province, activation_date, end_date, offer_code, meter_serial,
        contracted_power_kw, annual_consumption, consumption_unit, use_type
      from jsonb_to_recordset(${json(fresh)}::jsonb) as x(${columns})
      returning id, contract_id, pod_pdr`.execute(tx);
    for (const r of rows.rows) supplyId.set(`${r.contract_id} ${r.pod_pdr}`, Number(r.id));
  }
  if (known.length > 0) {
    await sql`
      update supplies set key = x.key, commodity = x.commodity,
        nickname = coalesce(x.nickname, supplies.nickname), status = x.status,
        address = x.address, postal_code = x.postal_code, locality = x.locality,
        province = x.province, activation_date = x.activation_date, end_date = x.end_date,
        offer_code = coalesce(x.offer_code, supplies.offer_code),
        meter_serial = coalesce(x.meter_serial, supplies.meter_serial),
        contracted_power_kw = x.contracted_power_kw, annual_consumption = x.annual_consumption,
        consumption_unit = x.consumption_unit, use_type = coalesce(x.use_type, supplies.use_type)
      from jsonb_to_recordset(${json(known)}::jsonb) as x(id integer, ${columns})
      where supplies.id = x.id`.execute(tx);
    for (const s of known) supplyId.set(`${s.contract_id} ${s.pod_pdr}`, s.id!);
  }

  const meters = plans.flatMap(({ supplies }) =>
    supplies.flatMap(({ supply: s, contractCode }) =>
      s.meters.map((m) => ({
        supply_id: supplyId.get(`${contractId.get(contractCode)} ${s.podPdr}`),
        serial: m.serial,
        digits: m.digits,
        installed_on: m.installedOn,
        removed_on: m.removedOn ?? null,
        full_capacity_start_date: m.hourlyFrom ?? null,
        window_from_day: m.selfReadingFromDay ?? null,
        window_to_day: m.selfReadingToDay ?? null,
        bands: m.bands ?? null,
      })),
    ),
  );
  if (meters.length > 0) {
    await sql`
      insert into meters (supply_id, serial, digits, installed_on, removed_on,
        full_capacity_start_date, window_from_day, window_to_day, bands)
      select supply_id, serial, digits, installed_on, removed_on, full_capacity_start_date,
        window_from_day, window_to_day, bands
      from jsonb_to_recordset(${json(meters)}::jsonb) as x(supply_id integer, serial text,
        digits smallint, installed_on date, removed_on date, full_capacity_start_date date,
        window_from_day smallint, window_to_day smallint, bands text[])
      on conflict (supply_id, serial) do update set
        digits = excluded.digits, installed_on = excluded.installed_on,
        removed_on = excluded.removed_on,
        full_capacity_start_date = excluded.full_capacity_start_date,
        window_from_day = excluded.window_from_day, window_to_day = excluded.window_to_day,
        bands = excluded.bands`.execute(tx);
  }
  return created;
}

/** A database failure of one line, in Italian (the constraint named; never a 500 for input). */
function databaseRefusal(line: number, error: unknown): LineRefusal {
  const detail =
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message ?? '';
  return {
    line,
    field: '',
    message: `Riga non applicata: il database l’ha rifiutata (${detail.slice(0, 120)})`,
  };
}

/** Applies a batch: checks, plans, then writes (one transaction, or one per line if that fails). */
export async function applyCustomerLines(db: Db, lines: readonly NumberedLine[]): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, refusals: [] };
  const parsed: Parsed[] = [];
  for (const line of lines) {
    const result = parseCustomerLine(line);
    if (Array.isArray(result)) outcome.refusals.push(...result);
    else parsed.push(result);
  }
  // Sets of lines with no key in common (a key repeated starts the next set: it sees the first).
  const sets: Parsed[][] = [];
  let current: Parsed[] = [];
  let keys = new Set<string>();
  for (const record of parsed) {
    const own = keysOf(record.customer);
    if (own.some((k) => keys.has(k))) {
      sets.push(current);
      current = [];
      keys = new Set();
    }
    current.push(record);
    for (const k of own) keys.add(k);
  }
  if (current.length > 0) sets.push(current);

  for (const set of sets) {
    const existing = await loadExisting(db, set);
    const plans: Plan[] = [];
    for (const record of set) {
      const plan = planLine(record, existing);
      if (Array.isArray(plan)) outcome.refusals.push(...plan);
      else plans.push(plan);
    }
    if (plans.length === 0) continue;
    const count = (created: Set<string>, written: readonly Plan[]) => {
      for (const plan of written) {
        if (created.has(plan.record.customer.code)) outcome.created += 1;
        else outcome.updated += 1;
      }
    };
    try {
      count(await db.transaction().execute((tx) => write(tx, plans)), plans);
    } catch (error) {
      if (plans.length === 1) {
        outcome.refusals.push(databaseRefusal(plans[0]!.record.line, error));
        continue;
      }
      for (const plan of plans) {
        try {
          count(await db.transaction().execute((tx) => write(tx, [plan])), [plan]);
        } catch (lineError) {
          outcome.refusals.push(databaseRefusal(plan.record.line, lineError));
        }
      }
    }
  }
  outcome.refusals.sort((a, b) => a.line - b.line);
  return outcome;
}

registerImportKind(CUSTOMERS_IMPORT, { batchSize: 500, apply: applyCustomerLines });
