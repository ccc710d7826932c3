import type { Generated } from 'kysely';
import type { DateString, Decimal, DefaultTimestamp } from './foundation';

/** Tables of the services area: the service catalogue, supplies' services, maintenance visits. */

export interface ServiceCatalogueTable {
  code: string;
  commodity: 'luce' | 'gas' | 'teleriscaldamento';
  name: string;
  description: string;
  monthly_fee: Decimal;
  sort_order: number;
}

export interface SupplyServicesTable {
  id: Generated<number>;
  supply_id: number;
  service_code: string;
  status: 'InAttivazione' | 'Attivo';
  request_id: number | null;
  activated_on: DateString | null;
  created_at: DefaultTimestamp;
}

export interface MaintenanceVisitsTable {
  id: Generated<number>;
  maintenance_contract_id: number;
  visit_date: DateString;
  kind: string;
  status: 'Programmata' | 'Eseguita' | 'Annullata';
  notes: string | null;
}

export interface ServicesTables {
  service_catalogue: ServiceCatalogueTable;
  supply_services: SupplyServicesTable;
  maintenance_visits: MaintenanceVisitsTable;
}
