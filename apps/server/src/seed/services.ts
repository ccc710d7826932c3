import { addDays } from '@sportello/domain';
import type { Db } from '../db/index';
import { todayInItaly } from '../services/erp/rules';

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
}
