-- Issue 20: payments recorded elsewhere (bank transfer, post office, direct debit outcome) sent
-- by the retailer's system (POST …/payments), once each by the retailer's own reference; a bill
-- whose recorded payments cover its amount is paid (invoices.paid_on).
create table external_payments (
  id bigserial primary key,
  reference text not null unique,
  invoice_id integer not null references invoices(id),
  amount numeric(12, 2) not null check (amount > 0),
  paid_on date not null,
  channel text not null check (channel in ('bonifico', 'posta', 'sdd', 'sportello', 'altro')),
  token_name text not null,
  created_at timestamptz not null default now()
);
create index external_payments_invoice_idx on external_payments (invoice_id);
