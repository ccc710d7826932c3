import { sql } from 'kysely';
import type { Db } from '../db/index';
import { addDays, bandHolidays } from '@sportello/domain';
import { addMonths, firstOfMonth, fromCents, todayInItaly, toCents } from '../services/erp/rules';
import { BAND_SPLIT, hourlyLoadSelect, MONTH_SHARE, prng, PUN_PRICE_SELECT } from './erp-shapes';

/**
 * Demo rows of the Erp area: offers, meters, two years of readings and consumption (hourly for
 * the hourly supply, with generate_series), PUN prices, invoices with their Bolletta 2.0 lines,
 * instalments, documents, payments, requests, proposals and maintenance contracts.
 *
 * Deterministic: a seeded PRNG and dates relative to `today` (the server's date at first start),
 * so the windows that must be open (the current invoice, an active proposal, the reading
 * window) are open. Runs after Core, in the seed's transaction.
 */
export async function seedErp(db: Db, today: string = todayInItaly()): Promise<void> {
  const rand = prng(20260101);
  const supplies = await db
    .selectFrom('supplies')
    .innerJoin('customers', 'customers.id', 'supplies.customer_id')
    .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
    .select([
      'supplies.id',
      'supplies.key',
      'supplies.commodity',
      'supplies.offer_code',
      'supplies.activation_date',
      'supplies.annual_consumption',
      'supplies.contracted_power_kw',
      'supplies.customer_id',
      'supplies.contract_id',
      'supplies.meter_serial',
      'customers.key as customer_key',
      'customers.customer_type',
      'customers.company_code',
      'contracts.multi_pod_invoicing',
    ])
    .orderBy('supplies.id')
    .execute();
  if (supplies.length === 0) return;
  const byKey = new Map(supplies.map((s) => [s.key, s]));
  const MARIO = 'AST0001001';
  const hourlySupply = byKey.get(`${MARIO}-01`)!;
  const marioGas = byKey.get(`${MARIO}-02`)!;
  const marioTlr = byKey.get(`${MARIO}-03`)!;
  const aziendaGas = byKey.get('AST0001002-03');
  // The company's offices: an electricity meter read per band (F1, F2, F3), self-read (issue 18).
  const aziendaBanded = byKey.get('AST0001002-02');

  // ---- offers ----------------------------------------------------------------------------
  const offerCodes = [...new Set(supplies.map((s) => s.offer_code).filter((c): c is string => !!c))].sort();
  const commodityOf = (code: string) =>
    (code.includes('LUCE') ? 'luce' : code.includes('GAS') ? 'gas' : 'teleriscaldamento') as
      'luce' | 'gas' | 'teleriscaldamento';
  const priceTypeOf = (code: string) =>
    (code.includes('ORARIA') ? 'Orario' : code.includes('BUSINESS') ? 'Variabile' : 'Fisso') as
      'Orario' | 'Variabile' | 'Fisso';
  const offerPrices = new Map<string, [number, number, number]>();
  await db
    .insertInto('offers')
    .values(
      offerCodes.map((code) => {
        const commodity = commodityOf(code);
        const priceType = priceTypeOf(code);
        const prices: [number, number, number] =
          commodity === 'luce'
            ? priceType === 'Orario'
              ? [0.128, 0.121, 0.104]
              : [0.135, 0.128, 0.112]
            : commodity === 'gas'
              ? [0.52, 0.52, 0.52]
              : [108, 108, 108];
        offerPrices.set(code, prices);
        const names = { luce: 'Luce', gas: 'Gas', teleriscaldamento: 'Calore' };
        const kind =
          priceType === 'Orario'
            ? 'Oraria (PUN + spread)'
            : priceType === 'Variabile'
              ? 'Business Indicizzata'
              : code.includes('CONDOMINI')
                ? 'Condomini'
                : 'Prezzo Fisso';
        return {
          code,
          company_code: code.slice(0, 3).toLowerCase(),
          name: `${names[commodity]} ${kind}`,
          commodity,
          price_type: priceType,
          description:
            priceType === 'Orario'
              ? "Prezzo dell'energia legato al PUN ora per ora, con uno spread fisso: conviene spostare i consumi nelle ore a basso prezzo."
              : priceType === 'Variabile'
                ? 'Prezzo indicizzato al mercato all’ingrosso, pensato per le imprese.'
                : 'Prezzo della materia prima bloccato per 12 mesi.',
          price_f1: commodity === 'luce' ? prices[0] : prices[0],
          price_f2: commodity === 'luce' ? prices[1] : null,
          price_f3: commodity === 'luce' ? prices[2] : null,
          price_unit: commodity === 'luce' ? '€/kWh' : commodity === 'gas' ? '€/Smc' : '€/MWh',
          monthly_fee: commodity === 'teleriscaldamento' ? '6.50' : '9.00',
          valid_from: '2019-01-01',
        };
      }),
    )
    .execute();

  // ---- meters ----------------------------------------------------------------------------
  const dayOf = (d: string) => Number(d.slice(8, 10));
  const closedFrom = Math.min(dayOf(addDays(today, 8)), 28);
  const meterRows = supplies.map((s) => {
    const banded = s.key === aziendaBanded?.key;
    const selfReading = s.commodity !== 'luce' || banded;
    const closed = s.key === marioTlr.key;
    return {
      supply_id: s.id,
      serial: s.meter_serial ?? `M${s.id}`,
      digits: s.commodity === 'luce' ? 6 : s.commodity === 'gas' ? 5 : 7,
      installed_on: s.activation_date,
      removed_on: null as string | null,
      full_capacity_start_date: s.key === hourlySupply.key ? '2020-06-01' : null,
      // Gas: always open (the demo can always self-read); district heating: a window that is closed today.
      window_from_day: selfReading ? (closed ? closedFrom : 1) : null,
      window_to_day: selfReading ? (closed ? Math.min(closedFrom + 4, 31) : 31) : null,
      bands: banded ? ['F1', 'F2', 'F3'] : null,
    };
  });
  // The company's gas meter was replaced 60 days ago: the new one starts from zero.
  const replacedOn = addDays(today, -60);
  if (aziendaGas) {
    const old = meterRows.find((m) => m.supply_id === aziendaGas.id)!;
    old.removed_on = replacedOn;
    meterRows.push({ ...old, serial: `${old.serial}-N`, installed_on: replacedOn, removed_on: null });
  }
  const meters = await db
    .insertInto('meters')
    .values(meterRows)
    .returning(['id', 'supply_id', 'serial', 'installed_on'])
    .execute();
  const meterOf = (supplyId: number, date: string) =>
    meters
      .filter((m) => m.supply_id === supplyId && m.installed_on <= date)
      .sort((a, b) => b.installed_on.localeCompare(a.installed_on))[0]!;

  // ---- hourly consumption (generate_series) and PUN -----------------------------------------
  const from = addMonths(firstOfMonth(today), -24);
  const yesterday = addDays(today, -1);
  const years = [...new Set([from.slice(0, 4), today.slice(0, 4)].map(Number))];
  for (let y = years[0]!; y <= years[years.length - 1]!; y++) if (!years.includes(y)) years.push(y);
  const holidays = years.flatMap((y) => bandHolidays(y));
  await sql`insert into consumption_hourly (supply_id, day, hour, value, band) ${sql.raw(
    hourlyLoadSelect(hourlySupply.id)
      .replace('$1', `'${from}'`)
      .replace('$2', `'${yesterday}'`)
      .replace('$3::date[]', `array[${holidays.map((h) => `'${h}'`).join(',')}]::date[]`),
  )}`.execute(db);
  await sql`insert into pun_prices (day, hour, price) ${sql.raw(PUN_PRICE_SELECT.replace('$1', `'${from}'`).replace('$2', `'${today}'`))}`.execute(
    db,
  );

  // Monthly consumption (with bands) of every supply: from the hourly rows for the hourly one.
  const hourlyMonths = await sql<{ m: string; f1: string; f2: string; f3: string }>`
    select date_trunc('month', day)::date as m,
      sum(value) filter (where band = 'F1') as f1, sum(value) filter (where band = 'F2') as f2, sum(value) filter (where band = 'F3') as f3
    from consumption_hourly where supply_id = ${hourlySupply.id} group by 1 order by 1`.execute(db);
  const monthly = new Map<number, Map<string, { f1: number; f2: number; f3: number; total: number }>>();
  monthly.set(
    hourlySupply.id,
    new Map(
      hourlyMonths.rows.map((r) => {
        const [f1, f2, f3] = [Number(r.f1 ?? 0), Number(r.f2 ?? 0), Number(r.f3 ?? 0)];
        return [r.m, { f1, f2, f3, total: f1 + f2 + f3 }];
      }),
    ),
  );
  const monthlyRows: {
    supply_id: number;
    month: string;
    f1: number | null;
    f2: number | null;
    f3: number | null;
    total: number;
    estimated: boolean;
  }[] = [];
  for (const s of supplies) {
    if (s.id === hourlySupply.id) continue;
    const yearly = Number(s.annual_consumption ?? 1000);
    const months = new Map<string, { f1: number; f2: number; f3: number; total: number }>();
    for (let m = from; m < firstOfMonth(today); m = addMonths(m, 1)) {
      if (m < firstOfMonth(s.activation_date)) continue;
      const share = MONTH_SHARE[s.commodity][Number(m.slice(5, 7)) - 1]!;
      const total = Math.round(yearly * share * (0.9 + rand() * 0.2) * 1000) / 1000;
      const split =
        s.commodity === 'luce' ? BAND_SPLIT[s.customer_type === 'private' ? 'private' : 'business'] : null;
      const bands = split ? split.map((p) => Math.round(total * p * 1000) / 1000) : [0, 0, 0];
      const entry = split
        ? { f1: bands[0]!, f2: bands[1]!, f3: total - bands[0]! - bands[1]!, total }
        : { f1: 0, f2: 0, f3: 0, total };
      months.set(m, entry);
      const estimated = s.commodity !== 'luce' && Number(m.slice(5, 7)) % 2 === 1;
      monthlyRows.push({
        supply_id: s.id,
        month: m,
        f1: split ? entry.f1 : null,
        f2: split ? entry.f2 : null,
        f3: split ? Math.round(entry.f3 * 1000) / 1000 : null,
        total,
        estimated,
      });
    }
    monthly.set(s.id, months);
  }
  await db.insertInto('consumption_monthly').values(monthlyRows).execute();

  // ---- readings: the meter index at the start of each month ----------------------------------
  const readingRows: {
    supply_id: number;
    meter_id: number;
    reading_date: string;
    value: number;
    origin: 'effettiva' | 'stimata';
    band?: string;
  }[] = [];
  for (const s of supplies) {
    const months = monthly.get(s.id)!;
    let index = s.commodity === 'teleriscaldamento' ? 1200 : 10_000 + Math.floor(rand() * 20_000);
    let currentMeter = -1;
    for (const [m, c] of [...months.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const date = addMonths(m, 1);
      if (date > today) break;
      const meter = meterOf(s.id, date);
      if (meter.id !== currentMeter) {
        if (currentMeter !== -1) index = 0;
        currentMeter = meter.id;
      }
      index += Math.round(c.total);
      if (aziendaGas && s.id === aziendaGas.id && date >= replacedOn) continue; // no reading yet on the new meter
      const estimated = s.commodity !== 'luce' && Number(date.slice(5, 7)) % 2 === 0;
      if (s.id === aziendaBanded?.id) {
        // One reading per register, the index split over the bands as the consumption is.
        const shares = [0.45, 0.3, 0.25] as const;
        ['F1', 'F2', 'F3'].forEach((band, i) =>
          readingRows.push({
            supply_id: s.id,
            meter_id: meter.id,
            reading_date: date,
            value: Math.round(index * shares[i]!),
            origin: 'effettiva',
            band,
          }),
        );
        continue;
      }
      readingRows.push({
        supply_id: s.id,
        meter_id: meter.id,
        reading_date: date,
        value: index,
        origin: estimated ? 'stimata' : 'effettiva',
      });
    }
  }
  await db.insertInto('readings').values(readingRows).execute();

  // ---- invoices -------------------------------------------------------------------------------
  // Billing months end before the month of (today - 15 days); the hourly supply is billed
  // monthly, the others every two months.
  const anchor = firstOfMonth(addDays(today, -15));
  type Plan = {
    supply: (typeof supplies)[number];
    periodStart: string;
    periodEnd: string;
    issue: string;
    due: string;
    paid: string | null;
    type: number;
    docStatus: 'ready' | 'printing';
    installments?: { due: string; paid: string | null }[];
  };
  const plans: Plan[] = [];
  for (const s of supplies) {
    const step = s.id === hourlySupply.id ? 1 : 2;
    const count = s.id === hourlySupply.id ? 24 : 12;
    for (let k = 0; k < count; k++) {
      const periodEnd = addDays(addMonths(anchor, -k * step), -1);
      const periodStart = addMonths(firstOfMonth(periodEnd), -(step - 1));
      if (periodStart < firstOfMonth(s.activation_date) || periodStart < from) break;
      let issue = addDays(periodEnd, 8);
      if (issue > addDays(today, -2)) issue = addDays(today, -2);
      const due = addDays(issue, 20);
      plans.push({
        supply: s,
        periodStart,
        periodEnd,
        issue,
        due,
        paid: due < today ? addDays(due, -3) : null,
        type: 1,
        docStatus: 'ready',
      });
    }
  }
  const latest = (supplyId: number, n = 0) =>
    plans.filter((p) => p.supply.id === supplyId).sort((a, b) => b.periodEnd.localeCompare(a.periodEnd))[n];
  // demo.ast: the hourly supply's latest invoice is open (to pay online or in instalments)…
  const open = latest(hourlySupply.id)!;
  Object.assign(open, { issue: addDays(today, -10), due: addDays(today, 10), paid: null });
  // …the gas one is overdue by 5 days (still inside the instalment request window)…
  const overdue = latest(marioGas.id)!;
  Object.assign(overdue, { issue: addDays(today, -14), due: addDays(today, -5), paid: null });
  // …the previous gas one is long overdue (an insolvency, outside the window)…
  const insolvent = latest(marioGas.id, 1)!;
  insolvent.paid = null;
  // …district heating: the latest is still being printed, the previous is in three instalments.
  const printing = latest(marioTlr.id)!;
  Object.assign(printing, {
    issue: addDays(today, -3),
    due: addDays(today, 17),
    paid: null,
    docStatus: 'printing',
  });
  const rateizzata = latest(marioTlr.id, 1)!;
  Object.assign(rateizzata, {
    paid: null,
    installments: [
      { due: addDays(today, -40), paid: addDays(today, -41) },
      { due: addDays(today, -10), paid: null },
      { due: addDays(today, 20), paid: null },
    ],
  });
  // Every other customer's latest invoice is still to pay.
  for (const s of supplies) {
    if (s.customer_key === MARIO) continue;
    const p = latest(s.id);
    if (p && p.due >= today) p.paid = null;
    else if (p) Object.assign(p, { issue: addDays(today, -7), due: addDays(today, 13), paid: null });
  }

  const taxRate = (s: (typeof supplies)[number]) => (s.customer_type === 'private' ? 0.1 : 0.22);
  type Line = {
    section: 'energia' | 'trasporto' | 'oneri' | 'imposte' | 'altro';
    supply_id: number | null;
    description: string;
    quantity: number | null;
    unit: string | null;
    unit_price: number | null;
    amount: number;
  };
  const linesFor = (
    s: (typeof supplies)[number],
    periodStart: string,
    periodEnd: string,
    tagPod: boolean,
  ): { lines: Line[]; consumption: number } => {
    const months: string[] = [];
    for (let m = periodStart; m <= periodEnd; m = addMonths(m, 1)) months.push(m);
    const data = monthly.get(s.id)!;
    const sum = { f1: 0, f2: 0, f3: 0, total: 0 };
    for (const m of months) {
      const c = data.get(m);
      if (c) for (const k of ['f1', 'f2', 'f3', 'total'] as const) sum[k] += c[k];
    }
    const r = (v: number) => Math.round(v * 100) / 100;
    const q = (v: number) => Math.round(v * 1000) / 1000;
    const prices = offerPrices.get(s.offer_code ?? '') ?? [0.13, 0.12, 0.11];
    const n = months.length;
    const sid = tagPod ? s.id : s.id;
    const lines: Line[] = [];
    if (s.commodity === 'luce') {
      (['f1', 'f2', 'f3'] as const).forEach((band, i) =>
        lines.push({
          section: 'energia',
          supply_id: sid,
          description: `Energia in fascia ${band.toUpperCase()}`,
          quantity: q(sum[band]),
          unit: 'kWh',
          unit_price: prices[i]!,
          amount: r(sum[band] * prices[i]!),
        }),
      );
      lines.push({
        section: 'energia',
        supply_id: sid,
        description: 'Quota fissa di commercializzazione',
        quantity: n,
        unit: 'mesi',
        unit_price: 9,
        amount: r(9 * n),
      });
      lines.push({
        section: 'trasporto',
        supply_id: sid,
        description: 'Quota energia trasporto e misura',
        quantity: q(sum.total),
        unit: 'kWh',
        unit_price: 0.0092,
        amount: r(sum.total * 0.0092),
      });
      lines.push({
        section: 'trasporto',
        supply_id: sid,
        description: 'Quota fissa e quota potenza',
        quantity: n,
        unit: 'mesi',
        unit_price: 4.1,
        amount: r((4.1 * n * Number(s.contracted_power_kw ?? 3)) / 3),
      });
      lines.push({
        section: 'oneri',
        supply_id: sid,
        description: 'Oneri generali di sistema (ASOS e ARIM)',
        quantity: q(sum.total),
        unit: 'kWh',
        unit_price: 0.0315,
        amount: r(sum.total * 0.0315),
      });
      lines.push({
        section: 'imposte',
        supply_id: sid,
        description: 'Accisa sull’energia elettrica',
        quantity: q(sum.total),
        unit: 'kWh',
        unit_price: 0.0227,
        amount: r(sum.total * 0.0227),
      });
    } else if (s.commodity === 'gas') {
      lines.push({
        section: 'energia',
        supply_id: sid,
        description: 'Gas naturale (materia prima)',
        quantity: q(sum.total),
        unit: 'Smc',
        unit_price: prices[0],
        amount: r(sum.total * prices[0]),
      });
      lines.push({
        section: 'energia',
        supply_id: sid,
        description: 'Quota fissa di commercializzazione',
        quantity: n,
        unit: 'mesi',
        unit_price: 9,
        amount: r(9 * n),
      });
      lines.push({
        section: 'trasporto',
        supply_id: sid,
        description: 'Trasporto, distribuzione e misura',
        quantity: q(sum.total),
        unit: 'Smc',
        unit_price: 0.118,
        amount: r(sum.total * 0.118 + 3.2 * n),
      });
      lines.push({
        section: 'oneri',
        supply_id: sid,
        description: 'Oneri generali di sistema',
        quantity: q(sum.total),
        unit: 'Smc',
        unit_price: 0.021,
        amount: r(sum.total * 0.021),
      });
      lines.push({
        section: 'imposte',
        supply_id: sid,
        description: 'Accisa e addizionale regionale sul gas',
        quantity: q(sum.total),
        unit: 'Smc',
        unit_price: 0.0622,
        amount: r(sum.total * 0.0622),
      });
    } else {
      lines.push({
        section: 'energia',
        supply_id: sid,
        description: 'Energia termica fornita',
        quantity: q(sum.total),
        unit: 'MWh',
        unit_price: prices[0],
        amount: r(sum.total * prices[0]),
      });
      lines.push({
        section: 'trasporto',
        supply_id: sid,
        description: 'Quota fissa di allacciamento e misura',
        quantity: n,
        unit: 'mesi',
        unit_price: 6.5,
        amount: r(6.5 * n),
      });
    }
    const taxable = lines.reduce((t, l) => t + l.amount, 0);
    const rate = taxRate(s);
    lines.push({
      section: 'imposte',
      supply_id: sid,
      description: `IVA ${Math.round(rate * 100)}%`,
      quantity: null,
      unit: null,
      unit_price: null,
      amount: r(taxable * rate),
    });
    if (s.commodity === 'luce' && s.customer_type === 'private') {
      const rai = months.filter((m) => Number(m.slice(5, 7)) <= 10).length;
      if (rai)
        lines.push({
          section: 'altro',
          supply_id: sid,
          description: 'Canone di abbonamento alla televisione (canone RAI)',
          quantity: rai,
          unit: 'mesi',
          unit_price: 7.5,
          amount: r(7.5 * rai),
        });
    }
    return { lines, consumption: q(sum.total) };
  };

  let seq = 0;
  const invoiceKey = (company: string, issue: string) =>
    `${company.toUpperCase()}-${issue.slice(0, 4)}-${String(++seq).padStart(6, '0')}`;
  plans.sort((a, b) => a.issue.localeCompare(b.issue) || a.supply.id - b.supply.id);
  type Built = {
    key: string;
    plan: Plan | null;
    values: Parameters<ReturnType<Db['insertInto']>['values']>[0];
    lines: Line[];
    csv?: boolean;
  };
  const built: Built[] = [];
  for (const p of plans) {
    const { lines, consumption } = linesFor(p.supply, p.periodStart, p.periodEnd, false);
    const total = lines.reduce((t, l) => t + toCents(l.amount), 0);
    const key = invoiceKey(p.supply.company_code, p.issue);
    built.push({
      key,
      plan: p,
      lines,
      values: {
        key,
        customer_id: p.supply.customer_id,
        contract_id: p.supply.contract_id,
        supply_id: p.supply.id,
        company_code: p.supply.company_code,
        invoice_type_code: p.type,
        issue_date: p.issue,
        due_date: p.due,
        period_start: p.periodStart,
        period_end: p.periodEnd,
        total_amount: fromCents(total),
        consumption,
        consumption_unit:
          p.supply.commodity === 'luce' ? 'kWh' : p.supply.commodity === 'gas' ? 'Smc' : 'MWh',
        paid_on: p.paid,
        archiviation_key: `DOC-${key}`,
      },
    });
  }
  // demo.ast: one multi-POD invoice (type 9) over its three supplies, paid, with a CSV detail…
  const mpStart = addMonths(anchor, -8);
  const mpEnd = addDays(addMonths(mpStart, 2), -1);
  const marioSupplies = supplies.filter((s) => s.customer_key === MARIO);
  const mpLines = marioSupplies.flatMap((s) => linesFor(s, mpStart, mpEnd, true).lines);
  const mpKey = invoiceKey('ast', addDays(mpEnd, 8));
  built.push({
    key: mpKey,
    plan: null,
    lines: mpLines,
    csv: true,
    values: {
      key: mpKey,
      customer_id: hourlySupply.customer_id,
      contract_id: hourlySupply.contract_id,
      supply_id: null,
      company_code: 'ast',
      invoice_type_code: 9,
      issue_date: addDays(mpEnd, 8),
      due_date: addDays(mpEnd, 28),
      period_start: mpStart,
      period_end: mpEnd,
      total_amount: fromCents(mpLines.reduce((t, l) => t + toCents(l.amount), 0)),
      consumption: null,
      consumption_unit: null,
      paid_on: addDays(mpEnd, 25),
      archiviation_key: `DOC-${mpKey}`,
    },
  });
  // …and a services invoice (type 7, boiler maintenance) that opens as a document, not in the list view.
  const svcIssue = addDays(today, -50);
  const svcKey = invoiceKey('ast', svcIssue);
  const svcLines: Line[] = [
    {
      section: 'altro',
      supply_id: marioGas.id,
      description: 'Manutenzione ordinaria caldaia',
      quantity: 1,
      unit: 'intervento',
      unit_price: 98.36,
      amount: 98.36,
    },
    {
      section: 'imposte',
      supply_id: marioGas.id,
      description: 'IVA 22%',
      quantity: null,
      unit: null,
      unit_price: null,
      amount: 21.64,
    },
  ];
  built.push({
    key: svcKey,
    plan: null,
    lines: svcLines,
    values: {
      key: svcKey,
      customer_id: marioGas.customer_id,
      contract_id: marioGas.contract_id,
      supply_id: marioGas.id,
      company_code: 'ast',
      invoice_type_code: 7,
      issue_date: svcIssue,
      due_date: addDays(svcIssue, 20),
      period_start: svcIssue,
      period_end: svcIssue,
      total_amount: '120.00',
      consumption: null,
      consumption_unit: null,
      paid_on: addDays(svcIssue, 15),
      archiviation_key: `DOC-${svcKey}`,
    },
  });

  const inserted = await db
    .insertInto('invoices')
    .values(built.map((b) => b.values as never))
    .returning(['id', 'key'])
    .execute();
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));
  await db
    .insertInto('invoice_lines')
    .values(
      built.flatMap((b) =>
        b.lines.map((l, i) => ({
          invoice_id: idOf.get(b.key)!,
          position: i + 1,
          section: l.section,
          supply_id: l.supply_id,
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          unit_price: l.unit_price,
          amount: fromCents(toCents(l.amount)),
        })),
      ),
    )
    .execute();
  const customerOf = new Map(built.map((b) => [b.key, (b.values as { customer_id: number }).customer_id]));
  await db
    .insertInto('documents')
    .values(
      built.flatMap((b) => [
        {
          archiviation_key: `DOC-${b.key}`,
          customer_id: customerOf.get(b.key)!,
          invoice_id: idOf.get(b.key)!,
          doc_type: 'Invoice' as const,
          status: b.plan?.docStatus ?? ('ready' as const),
          file_name: `bolletta-${b.key}.pdf`,
          content_type: 'application/pdf',
        },
        ...(b.csv
          ? [
              {
                archiviation_key: `DOC-${b.key}-CSV`,
                customer_id: customerOf.get(b.key)!,
                invoice_id: idOf.get(b.key)!,
                doc_type: 'InvoiceDetailCsv' as const,
                status: 'ready' as const,
                file_name: `dettaglio-${b.key}.csv`,
                content_type: 'text/csv',
              },
            ]
          : []),
      ]),
    )
    .execute();

  // Instalments of the district-heating invoice: equal parts, the last one takes the rest.
  const rKey = built.find((b) => b.plan === rateizzata)!;
  const rTotal = toCents((rKey.values as { total_amount: string }).total_amount);
  const part = Math.floor(rTotal / 3);
  await db
    .insertInto('installments')
    .values(
      rateizzata.installments!.map((i, n) => ({
        invoice_id: idOf.get(rKey.key)!,
        customer_id: rateizzata.supply.customer_id,
        number: n + 1,
        due_date: i.due,
        amount: fromCents(n === 2 ? rTotal - 2 * part : part),
        paid_on: i.paid,
      })),
    )
    .execute();
  // demo.ast paid the previous electricity invoice online.
  const prevLuce = built.find((b) => b.plan === latest(hourlySupply.id, 1))!;
  const pay = await db
    .insertInto('payments')
    .values({
      customer_id: hourlySupply.customer_id,
      user_id: null,
      gateway_id: 1,
      pay_kind: 'Invoices',
      total_amount: (prevLuce.values as { total_amount: string }).total_amount,
      status: 'Pagato',
      gateway_token: 'demo-paid-payment-token-0001',
      ok_url: `/invoice/${idOf.get(prevLuce.key)}/payment_ok`,
      ko_url: `/invoice/${idOf.get(prevLuce.key)}/payment_ko`,
      user_outcome: 'OK',
      user_outcome_date: `${prevLuce.plan!.paid}T10:15:00+01:00`,
      gateway_outcome_at: `${prevLuce.plan!.paid}T10:14:30+01:00`,
      created_at: `${prevLuce.plan!.paid}T10:12:00+01:00`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_items')
    .values({
      payment_id: pay.id,
      position: 1,
      invoice_id: idOf.get(prevLuce.key)!,
      installment_id: null,
      amount: (prevLuce.values as { total_amount: string }).total_amount,
    })
    .execute();

  // ---- requests -------------------------------------------------------------------------------
  const customers = await db.selectFrom('customers').select(['id', 'key']).execute();
  const cid = (key: string) => customers.find((c) => c.key === key)!.id;
  const contracts = await db.selectFrom('contracts').select(['id', 'customer_id']).execute();
  const contractOf = (customerId: number) => contracts.find((c) => c.customer_id === customerId)!.id;
  const at = (day: string, time = '10:00:00') => `${day}T${time}+01:00`;
  const mario = cid(MARIO);
  const luca = cid('AST0001005');
  await db
    .insertInto('customer_requests')
    .values([
      {
        ticket_key: 'RIC-DEMO-000001',
        customer_id: mario,
        contract_id: contractOf(mario),
        request_type: 'Informazioni',
        phase_code: 'IN090',
        status: 'Chiuso',
        payload: JSON.stringify({
          subject: 'Lettura contatore',
          message: 'Vorrei sapere quando passa il letturista.',
        }),
        created_at: at(addDays(today, -120)),
      },
      {
        ticket_key: 'RIC-DEMO-000002',
        customer_id: mario,
        contract_id: contractOf(mario),
        request_type: 'BollettaClick',
        phase_code: 'BC090',
        status: 'Chiuso',
        payload: JSON.stringify({ enabled: true, email: 'mario.rossi@example.it' }),
        created_at: at(addDays(today, -300)),
      },
      {
        ticket_key: 'RIC-DEMO-000003',
        customer_id: mario,
        contract_id: null,
        request_type: 'Var_Anagrafica',
        phase_code: 'IR090',
        status: 'Chiuso',
        payload: JSON.stringify({ phoneMobile: '+39 347 5550101' }),
        created_at: at(addDays(today, -200)),
      },
      {
        ticket_key: 'RIC-DEMO-000004',
        customer_id: luca,
        contract_id: null,
        request_type: 'Var_Anagrafica',
        phase_code: 'IR010',
        status: 'In lavorazione',
        payload: JSON.stringify({ email: 'luca.verdi.nuovo@example.it' }),
        created_at: at(addDays(today, -5)),
      },
      {
        ticket_key: 'RIC-DEMO-000005',
        customer_id: luca,
        contract_id: contractOf(luca),
        request_type: 'GestioneSDD',
        phase_code: 'SDD010',
        status: 'In lavorazione',
        payload: JSON.stringify({ action: 'Change', iban: 'IT60X0542811101000000123456' }),
        created_at: at(addDays(today, -4)),
      },
    ])
    .execute();
  await db
    .updateTable('contracts')
    .set({ sdd_status: 'VariazioneInCorso' })
    .where('id', '=', contractOf(luca))
    .execute();
  await db
    .updateTable('contracts')
    .set({ bollettaclick: true })
    .where('id', '=', contractOf(mario))
    .execute();
  // demo.ast.azienda pays by bollettino: it can activate the direct debit (/add-bank-debit).
  await db
    .updateTable('contracts')
    .set({
      payment_method: 'Bollettino',
      iban: null,
      account_holder: null,
      account_holder_fiscal_code: null,
      sdd_status: null,
    })
    .where('key', '=', 'CTR-AST0001002-01')
    .execute();

  // ---- proposals (active, answered, expired, future, around the 16 Jan 2024 cut-over) ------
  const azienda = cid('AST0001002');
  await db
    .insertInto('proposals')
    .values([
      {
        customer_id: mario,
        supply_id: hourlySupply.id,
        title: 'Luce Oraria Plus: 3 mesi di spread scontato',
        description:
          'Passa a Luce Oraria Plus: spread ridotto del 30% per i primi tre mesi e report settimanale dei consumi orari.',
        offer_code: 'AST-LUCE-ORARIA',
        start_date: at(addDays(today, -5), '09:30:00'),
        end_date: at(addDays(today, 25), '18:00:00'),
      },
      {
        customer_id: mario,
        supply_id: marioGas.id,
        title: 'Manutenzione caldaia a prezzo bloccato',
        description: 'Controllo annuale della caldaia con prezzo bloccato per due anni.',
        offer_code: null,
        start_date: null,
        end_date: at(addDays(today, 60), '12:00:00'),
      },
      {
        customer_id: mario,
        supply_id: marioGas.id,
        title: 'Gas Prezzo Fisso 24 mesi',
        description: 'Proposta già rifiutata: resta consultabile fino alla scadenza.',
        offer_code: 'AST-GAS-FISSO',
        start_date: at(addDays(today, -20)),
        end_date: at(addDays(today, 10)),
        action_selected: 'Rifiutata',
        action_date: at(addDays(today, -18)),
      },
      {
        customer_id: mario,
        supply_id: hourlySupply.id,
        title: 'Offerta estate (scaduta)',
        description: 'Proposta scaduta: non è più visibile.',
        offer_code: null,
        start_date: at(addDays(today, -90)),
        end_date: at(addDays(today, -30)),
      },
      {
        customer_id: mario,
        supply_id: hourlySupply.id,
        title: 'Offerta futura',
        description: 'Proposta non ancora iniziata.',
        offer_code: null,
        start_date: at(addDays(today, 10)),
        end_date: at(addDays(today, 40)),
      },
      {
        customer_id: mario,
        supply_id: hourlySupply.id,
        title: 'Inverno 2024 (prima del cambio regole)',
        description: 'Finestra con orari esatti, prima del 16/01/2024.',
        offer_code: null,
        start_date: '2024-01-05T10:00:00+01:00',
        end_date: '2024-01-15T12:00:00+01:00',
      },
      {
        customer_id: mario,
        supply_id: hourlySupply.id,
        title: 'Luce Verde 2024 (dopo il cambio regole)',
        description: 'Dal 16/01/2024 le date valgono per giorni interi.',
        offer_code: null,
        start_date: '2024-01-16T15:30:00+01:00',
        end_date: '2024-02-15T09:00:00+01:00',
      },
      {
        customer_id: azienda,
        supply_id: null,
        title: 'Business Verde: energia da fonti rinnovabili',
        description: 'Certificazione di origine rinnovabile per tutte le forniture dell’azienda.',
        offer_code: 'AST-LUCE-BUSINESS',
        start_date: at(addDays(today, -3)),
        end_date: at(addDays(today, 30)),
      },
    ])
    .execute();

  // ---- maintenance contracts -------------------------------------------------------------------
  await db
    .insertInto('maintenance_contracts')
    .values([
      {
        key: 'MAN-AST-000101',
        customer_id: mario,
        supply_id: marioGas.id,
        description: 'Manutenzione programmata caldaia a condensazione',
        status: 'Attivo',
        start_date: addDays(today, -400),
        end_date: null,
        next_visit_date: addDays(today, 45),
        annual_fee: '120.00',
      },
      {
        key: 'MAN-AST-000102',
        customer_id: mario,
        supply_id: null,
        description: 'Assistenza climatizzatore (cessata)',
        status: 'Cessato',
        start_date: addDays(today, -900),
        end_date: addDays(today, -170),
        next_visit_date: null,
        annual_fee: '89.00',
      },
      {
        key: 'MAN-AST-000201',
        customer_id: azienda,
        supply_id: aziendaGas?.id ?? null,
        description: 'Conduzione e manutenzione centrale termica',
        status: 'Attivo',
        start_date: addDays(today, -700),
        end_date: null,
        next_visit_date: addDays(today, 20),
        annual_fee: '1450.00',
      },
    ])
    .execute();
}
