import { hash } from '@node-rs/argon2';
import { withOnboardingSeen } from '@sportello/domain/onboarding';
import type { Db } from '../db/index';
import { ARGON2_OPTIONS } from '../services/passwords';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_USERS, type DemoSupply } from './demo-people';

/** Deterministic POD (electricity) or PDR (gas, district heating) for the n-th demo supply. */
function podPdr(commodity: DemoSupply['commodity'], n: number): string {
  if (commodity === 'luce') return `IT001E${String(10_000_000 + n * 7_919).padStart(8, '0')}`;
  return String(14_000_000_000_000 + n * 104_729).padStart(14, '0');
}

/** Seeds the foundation's demo rows: customers, contracts, supplies, users and their links. */
export async function seedFoundation(db: Db): Promise<void> {
  const customerIds = new Map<string, number>();
  let supplyCounter = 0;
  for (const [index, c] of DEMO_CUSTOMERS.entries()) {
    const customer = await db
      .insertInto('customers')
      .values({
        key: c.key,
        company_code: c.company,
        customer_type: c.type,
        name: c.name,
        fiscal_code: c.fiscalCode,
        vat_number: c.vatNumber,
        email: c.email,
        phone_mobile: c.phoneMobile,
        phone_home: null,
        privacy_company: true,
        privacy_others: index % 2 === 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    customerIds.set(c.ref, customer.id);

    // One contract per commodity group, as a retailer issues them.
    const first = c.supplies[0]!;
    const contract = await db
      .insertInto('contracts')
      .values({
        key: `CTR-${c.key}-01`,
        customer_id: customer.id,
        company_code: c.company,
        start_date: c.supplies.map((s) => s.activationDate).sort()[0]!,
        multi_pod_invoicing: c.supplies.length > 2,
        ship_street_generic: 'Via',
        ship_street_name: first.address.replace(/^(Via|Corso|Piazza)\s+/, '').replace(/\s+\d+\w*$/, ''),
        ship_civic_number: first.address.match(/(\d+\w*)$/)?.[1] ?? null,
        ship_city: first.locality,
        ship_province: first.province,
        ship_postal_code: first.postalCode,
        ship_locality: first.locality,
        payment_method: c.iban ? 'SDD' : 'Bollettino',
        iban: c.iban,
        account_holder: c.iban ? c.name : null,
        account_holder_fiscal_code: c.iban ? (c.fiscalCode ?? c.vatNumber) : null,
        sdd_status: c.iban ? 'Attiva' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const [n, s] of c.supplies.entries()) {
      supplyCounter += 1;
      await db
        .insertInto('supplies')
        .values({
          key: `${c.key}-${String(n + 1).padStart(2, '0')}`,
          contract_id: contract.id,
          customer_id: customer.id,
          commodity: s.commodity,
          pod_pdr: podPdr(s.commodity, supplyCounter),
          nickname: s.nickname,
          status: s.status ?? 'Attiva',
          address: s.address,
          postal_code: s.postalCode,
          locality: s.locality,
          province: s.province,
          activation_date: s.activationDate,
          offer_code: s.offerCode,
          meter_serial: `M${String(900_000 + supplyCounter * 37).padStart(8, '0')}`,
          contracted_power_kw: s.commodity === 'luce' ? (c.type === 'private' ? '3.00' : '15.00') : null,
          annual_consumption:
            s.commodity === 'luce'
              ? c.type === 'private'
                ? '2700.00'
                : '48000.00'
              : s.commodity === 'gas'
                ? '1100.00'
                : '9.50',
          consumption_unit: s.commodity === 'luce' ? 'kWh' : s.commodity === 'gas' ? 'Smc' : 'MWh',
          use_type: c.type === 'private' ? 'Domestico residente' : 'Altri usi',
        })
        .execute();
    }
  }

  for (const [index, u] of DEMO_USERS.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        key: `USR-${String(index + 1).padStart(5, '0')}`,
        username: u.username,
        company_code: u.company,
        password_hash: await hash(DEMO_PASSWORD, ARGON2_OPTIONS),
        status: u.status,
        type: u.type,
        email: u.email,
        // Every demo user has seen the onboarding tour, but the one whose first login shows it.
        user_options: u.firstLogin ? '{}' : withOnboardingSeen('{}'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const link of u.customers) {
      const customerId = customerIds.get(link.ref);
      if (customerId === undefined) throw new Error(`seed: unknown customer ${link.ref}`);
      await db
        .insertInto('user_customers')
        .values({
          user_id: user.id,
          customer_id: customerId,
          relation: link.relation,
          status: 'accepted',
          scope: link.relation === 'delegate' ? (link.scope ?? 'read') : null,
        })
        .execute();
    }
  }
}
