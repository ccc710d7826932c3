import type { Contract, Supply } from '@sportello/contract';
import type { Selectable } from 'kysely';
import type { ContractsTable, SuppliesTable } from '../../db/tables/foundation';
import type { MaintenanceContractsTable, OffersTable } from '../../db/tables/erp';

export function toSupply(
  s: Selectable<SuppliesTable> & { customer_key: string; contract_key: string },
): Supply {
  return {
    id: s.id,
    key: s.key,
    nickname: s.nickname,
    customerId: s.customer_id,
    customerKey: s.customer_key,
    contractId: s.contract_id,
    contractKey: s.contract_key,
    commodity: s.commodity,
    podPdr: s.pod_pdr,
    status: s.status,
    address: { address: s.address, postalCode: s.postal_code, locality: s.locality, province: s.province },
    activationDate: s.activation_date,
    endDate: s.end_date,
    offerCode: s.offer_code,
    consumptionUnit: s.consumption_unit,
  };
}

export function toContract(
  c: Selectable<ContractsTable> & { customer_key: string; supply_count: number },
): Contract {
  return {
    id: c.id,
    key: c.key,
    customerId: c.customer_id,
    customerKey: c.customer_key,
    status: c.status,
    startDate: c.start_date,
    endDate: c.end_date,
    multiPodInvoicing: c.multi_pod_invoicing,
    bollettaclick: c.bollettaclick,
    shippingAddress: {
      streetGeneric: c.ship_street_generic,
      streetName: c.ship_street_name,
      civicNumber: c.ship_civic_number,
      civicNumberExt: c.ship_civic_number_ext,
      city: c.ship_city,
      province: c.ship_province,
      postalCode: c.ship_postal_code,
      locality: c.ship_locality,
      istatCode: c.ship_istat_code,
      country: c.ship_country,
      floor: c.ship_floor,
      building: c.ship_building,
      flatNumber: c.ship_flat_number,
    },
    banking: {
      paymentMethod: c.payment_method,
      iban: c.iban,
      bic: c.bic,
      accountHolder: c.account_holder,
      accountHolderFiscalCode: c.account_holder_fiscal_code,
      sddStatus: c.sdd_status,
    },
    supplyCount: Number(c.supply_count),
  };
}

export function toOffer(o: Selectable<OffersTable>) {
  return {
    id: o.id,
    key: o.code,
    name: o.name,
    commodity: o.commodity,
    priceType: o.price_type,
    description: o.description,
    prices: { f1: o.price_f1, f2: o.price_f2, f3: o.price_f3, unit: o.price_unit },
    monthlyFee: o.monthly_fee,
    validFrom: o.valid_from,
  };
}

/** A maintenance contract as the list and the detail give it (the detail adds its visits). */
export function toMaintenanceContract(m: Selectable<MaintenanceContractsTable>) {
  return {
    id: m.id,
    key: m.key,
    customerId: m.customer_id,
    supplyId: m.supply_id,
    description: m.description,
    status: m.status,
    startDate: m.start_date,
    endDate: m.end_date,
    nextVisitDate: m.next_visit_date,
    annualFee: m.annual_fee,
  };
}
