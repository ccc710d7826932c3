-- Services the customer can activate on a supply (module ser), the services each supply has,
-- and the visits of the maintenance contracts. The catalogue is reference data per commodity
-- (the same for every brand); activation goes through a customer request (practice).

create table service_catalogue (
  code text primary key,
  commodity text not null check (commodity in ('luce', 'gas', 'teleriscaldamento')),
  name text not null,
  description text not null,
  monthly_fee numeric(10, 2) not null default 0,
  sort_order smallint not null default 0
);

insert into service_catalogue (code, commodity, name, description, monthly_fee, sort_order) values
  ('LUCE-VERDE', 'luce', 'Energia Verde', 'Tutta l’energia elettrica della fornitura certificata da fonti rinnovabili (garanzie d’origine).', 2.00, 1),
  ('LUCE-ASSIST', 'luce', 'Pronto Intervento Elettricista', 'Un elettricista a casa entro 3 ore per i guasti dell’impianto elettrico, 24 ore su 24.', 3.50, 2),
  ('LUCE-CONSUMI', 'luce', 'Avviso Consumi', 'Un avviso via e-mail quando i consumi del mese superano la media degli ultimi 12 mesi.', 0.00, 3),
  ('GAS-CALDAIA', 'gas', 'Assistenza Caldaia', 'Controllo annuale della caldaia con rilascio del bollino e riparazioni con manodopera inclusa.', 7.90, 1),
  ('GAS-ASSIST', 'gas', 'Pronto Intervento Idraulico', 'Un idraulico a casa entro 3 ore per le perdite e i guasti dell’impianto gas e acqua.', 3.50, 2),
  ('GAS-COMPENSA', 'gas', 'Gas Compensato', 'Le emissioni di CO2 del gas consumato compensate con progetti certificati.', 1.50, 3),
  ('TLR-CONTABIL', 'teleriscaldamento', 'Lettura Ripartitori', 'Lettura a distanza dei ripartitori di calore e resoconto dei consumi per appartamento.', 1.20, 1),
  ('TLR-ASSIST', 'teleriscaldamento', 'Assistenza Sottostazione', 'Intervento di un tecnico sulla sottostazione di scambio termico entro 4 ore.', 4.00, 2);

create table supply_services (
  id serial primary key,
  supply_id integer not null references supplies(id),
  service_code text not null references service_catalogue(code),
  status text not null check (status in ('InAttivazione', 'Attivo')),
  request_id integer references customer_requests(id),
  activated_on date,
  created_at timestamptz not null default now(),
  unique (supply_id, service_code)
);

create table maintenance_visits (
  id serial primary key,
  maintenance_contract_id integer not null references maintenance_contracts(id),
  visit_date date not null,
  kind text not null,
  status text not null check (status in ('Programmata', 'Eseguita', 'Annullata')),
  notes text
);
create index maintenance_visits_contract_idx on maintenance_visits (maintenance_contract_id, visit_date);
