import type { Db } from '../db/index';

/**
 * Customers of the registration screens: retailer customers with contacts on file and no user
 * yet, so that the customer registration (with its proof of ownership, a code mailed to the
 * e-mail on file) can be walked to its end. Deterministic; seeded after the ERP data, so they
 * have supplies but no invoices.
 */
export interface RegistrationDemoCustomer {
  key: string;
  company: string;
  name: string;
  fiscalCode: string;
  email: string;
  phoneMobile: string;
  supplies: {
    commodity: 'luce' | 'gas';
    address: string;
    postalCode: string;
    locality: string;
    province: string;
  }[];
}

export const REGISTRATION_DEMO_CUSTOMERS: RegistrationDemoCustomer[] = [
  {
    key: 'AST0001090',
    company: 'ast',
    name: 'Elena Conti',
    fiscalCode: 'CNTLNE90C55H501B',
    email: 'elena.conti@example.it',
    phoneMobile: '+39 347 5550190',
    supplies: [
      {
        commodity: 'luce',
        address: 'Via Nazionale 40',
        postalCode: '00184',
        locality: 'Roma',
        province: 'RM',
      },
      {
        commodity: 'gas',
        address: 'Via Nazionale 40',
        postalCode: '00184',
        locality: 'Roma',
        province: 'RM',
      },
    ],
  },
  {
    key: 'AST0001091',
    company: 'ast',
    name: 'Paolo Fornari',
    fiscalCode: 'FRNPLA87L12F205Y',
    email: 'paolo.fornari@example.it',
    phoneMobile: '+39 347 5550191',
    supplies: [
      {
        commodity: 'luce',
        address: 'Corso Buenos Aires 12',
        postalCode: '20124',
        locality: 'Milano',
        province: 'MI',
      },
    ],
  },
  {
    key: 'SGR0001091',
    company: 'sgr',
    name: 'Marta Greco',
    fiscalCode: 'GRCMRT91E48D612Y',
    email: 'marta.greco@example.it',
    phoneMobile: '+39 347 5550192',
    supplies: [
      {
        commodity: 'luce',
        address: "Via de' Serragli 21",
        postalCode: '50124',
        locality: 'Firenze',
        province: 'FI',
      },
    ],
  },
];

export async function seedRegistration(db: Db): Promise<void> {
  let n = 0;
  for (const c of REGISTRATION_DEMO_CUSTOMERS) {
    const customer = await db
      .insertInto('customers')
      .values({
        key: c.key,
        company_code: c.company,
        customer_type: 'private',
        name: c.name,
        fiscal_code: c.fiscalCode,
        vat_number: null,
        email: c.email,
        phone_mobile: c.phoneMobile,
        phone_home: null,
        privacy_company: false,
        privacy_others: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = c.supplies[0]!;
    const contract = await db
      .insertInto('contracts')
      .values({
        key: `CTR-${c.key}-01`,
        customer_id: customer.id,
        company_code: c.company,
        start_date: '2023-04-01',
        multi_pod_invoicing: false,
        ship_street_generic: 'Via',
        ship_street_name: first.address.replace(/^(Via|Corso|Piazza)\s+/, '').replace(/\s+\d+\w*$/, ''),
        ship_civic_number: first.address.match(/(\d+\w*)$/)?.[1] ?? null,
        ship_city: first.locality,
        ship_province: first.province,
        ship_postal_code: first.postalCode,
        ship_locality: first.locality,
        payment_method: 'Bollettino',
        iban: null,
        account_holder: null,
        account_holder_fiscal_code: null,
        sdd_status: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, s] of c.supplies.entries()) {
      n += 1;
      const luce = s.commodity === 'luce';
      await db
        .insertInto('supplies')
        .values({
          key: `${c.key}-${String(index + 1).padStart(2, '0')}`,
          contract_id: contract.id,
          customer_id: customer.id,
          commodity: s.commodity,
          // Outside the foundation's ranges (IT001E1…, 14…), so never the same code.
          pod_pdr: luce
            ? `IT001E9${String(9_000_000 + n).padStart(7, '0')}`
            : `1590000000${String(n).padStart(4, '0')}`,
          nickname: null,
          status: 'Attiva',
          address: s.address,
          postal_code: s.postalCode,
          locality: s.locality,
          province: s.province,
          activation_date: '2023-04-01',
          offer_code: `${c.company.toUpperCase()}-${luce ? 'LUCE' : 'GAS'}-FISSO`,
          meter_serial: `R${String(900_000 + n).padStart(8, '0')}`,
          contracted_power_kw: luce ? '3.00' : null,
          annual_consumption: luce ? '2200.00' : '900.00',
          consumption_unit: luce ? 'kWh' : 'Smc',
          use_type: 'Domestico residente',
        })
        .execute();
    }
  }
}
