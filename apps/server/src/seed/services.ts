import { sql } from 'kysely';
import { addDays } from '@sportello/domain';
import type { Db } from '../db/index';
import { hashOf } from '../services/core/links';
import { todayInItaly } from '../services/erp/rules';

/**
 * Links of the modules the Core seed has no link for (open as `/?linkId=<id>&hash=<hashCode>`):
 *
 * | link | id | hashCode | what |
 * | --- | --- | --- | --- |
 * | invoice (list) | 9101 | `DemoAstFattura9101Hash` | module 1, demo.ast's newest electricity invoice (type 1: the invoices list) |
 * | invoice (document) | 9102 | `DemoAstFattura9102Hash` | module 1, demo.ast's services invoice (type 7: its document downloads) |
 * | proposal | 9103 | `DemoAstProposta9103Hash` | module 8, demo.ast's active proposal |
 */
export const SERVICES_DEMO_LINKS = {
  invoiceList: { id: 9101, hashCode: 'DemoAstFattura9101Hash', module: 1 },
  invoiceDocument: { id: 9102, hashCode: 'DemoAstFattura9102Hash', module: 1 },
  proposal: { id: 9103, hashCode: 'DemoAstProposta9103Hash', module: 8 },
} as const;

/**
 * Demo rows of the services area, after the Erp seed: demo.ast (AST0001001) has "Energia Verde"
 * active on its electricity supply since its activation practice closed, and "Assistenza Caldaia"
 * being activated on its gas supply (an open practice); every other service is available. The
 * maintenance contracts get their visits (done, cancelled, scheduled).
 */
export async function seedServices(db: Db, today: string = todayInItaly()): Promise<void> {
  const mario = await db
    .selectFrom('customers')
    .select('id')
    .where('key', '=', 'AST0001001')
    .executeTakeFirst();
  if (!mario) return;
  const supplies = await db
    .selectFrom('supplies')
    .select(['id', 'key', 'commodity', 'contract_id', 'pod_pdr'])
    .where('customer_id', '=', mario.id)
    .orderBy('id')
    .execute();
  const luce = supplies.find((s) => s.commodity === 'luce');
  const gas = supplies.find((s) => s.commodity === 'gas');
  const at = (day: string) => `${day}T09:30:00+01:00`;
  if (luce) {
    const activatedOn = addDays(today, -60);
    const req = await db
      .insertInto('customer_requests')
      .values({
        ticket_key: 'RIC-DEMO-000101',
        customer_id: mario.id,
        contract_id: luce.contract_id,
        request_type: 'AttivazioneServizio',
        phase_code: 'SE090',
        status: 'Chiuso',
        payload: JSON.stringify({
          serviceCode: 'LUCE-VERDE',
          serviceName: 'Energia Verde',
          supplyKey: luce.key,
          podPdr: luce.pod_pdr,
          monthlyFee: '2.00',
        }),
        created_at: at(addDays(today, -75)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('supply_services')
      .values({
        supply_id: luce.id,
        service_code: 'LUCE-VERDE',
        status: 'Attivo',
        request_id: req.id,
        activated_on: activatedOn,
      })
      .execute();
  }
  if (gas) {
    const req = await db
      .insertInto('customer_requests')
      .values({
        ticket_key: 'RIC-DEMO-000102',
        customer_id: mario.id,
        contract_id: gas.contract_id,
        request_type: 'AttivazioneServizio',
        phase_code: 'SE020',
        status: 'In lavorazione',
        payload: JSON.stringify({
          serviceCode: 'GAS-CALDAIA',
          serviceName: 'Assistenza Caldaia',
          supplyKey: gas.key,
          podPdr: gas.pod_pdr,
          monthlyFee: '7.90',
        }),
        created_at: at(addDays(today, -3)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('supply_services')
      .values({ supply_id: gas.id, service_code: 'GAS-CALDAIA', status: 'InAttivazione', request_id: req.id })
      .execute();
  }

  const contracts = await db
    .selectFrom('maintenance_contracts')
    .select(['id', 'status', 'start_date', 'end_date', 'next_visit_date'])
    .orderBy('id')
    .execute();
  const visits = contracts.flatMap((m) => {
    const rows: {
      maintenance_contract_id: number;
      visit_date: string;
      kind: string;
      status: 'Programmata' | 'Eseguita' | 'Annullata';
      notes: string | null;
    }[] = [
      {
        maintenance_contract_id: m.id,
        visit_date: addDays(m.start_date, 30),
        kind: 'Prima accensione e verifica',
        status: 'Eseguita',
        notes: 'Impianto conforme, rilasciato il bollino.',
      },
    ];
    if (m.status === 'Attivo') {
      rows.push(
        {
          maintenance_contract_id: m.id,
          visit_date: addDays(today, -320),
          kind: 'Manutenzione ordinaria annuale',
          status: 'Eseguita',
          notes: 'Pulizia bruciatore e analisi dei fumi: valori nella norma.',
        },
        {
          maintenance_contract_id: m.id,
          visit_date: addDays(today, -40),
          kind: 'Intervento su chiamata',
          status: 'Annullata',
          notes: 'Annullato su richiesta del cliente.',
        },
      );
      if (m.next_visit_date)
        rows.push({
          maintenance_contract_id: m.id,
          visit_date: m.next_visit_date,
          kind: 'Manutenzione ordinaria annuale',
          status: 'Programmata',
          notes: null,
        });
    }
    return rows;
  });
  if (visits.length) await db.insertInto('maintenance_visits').values(visits).execute();

  await seedLinks(db, mario.id);
}

async function seedLinks(db: Db, customerId: number): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo.ast')
    .executeTakeFirst();
  const invoices = await db
    .selectFrom('invoices')
    .select(['key', 'invoice_type_code', 'issue_date'])
    .where('customer_id', '=', customerId)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const listed = invoices.find((i) => Number(i.invoice_type_code) === 1);
  const document = invoices.find((i) => Number(i.invoice_type_code) === 7);
  const proposal = await db
    .selectFrom('proposals')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('start_date', '<=', sql<Date>`now()`)
    .where('end_date', '>', sql<Date>`now()`)
    .orderBy('id')
    .executeTakeFirst();
  const row = (l: { id: number; hashCode: string; module: number }, entity: string) => ({
    id: l.id,
    company_code: 'ast',
    module_id: l.module,
    entity_key: entity,
    additional_params: JSON.stringify(l.module === 1 ? { contaFatture: 1 } : {}),
    customer_id: customerId,
    user_id: user?.id ?? null,
    hash_sha256: hashOf(l.hashCode),
    single_use: false,
    expires_at: sql<string>`now() + interval '10 years'`,
  });
  const rows = [
    ...(listed ? [row(SERVICES_DEMO_LINKS.invoiceList, listed.key)] : []),
    ...(document ? [row(SERVICES_DEMO_LINKS.invoiceDocument, document.key)] : []),
    ...(proposal ? [row(SERVICES_DEMO_LINKS.proposal, String(proposal.id))] : []),
  ];
  if (rows.length) await db.insertInto('links').values(rows).execute();
}
