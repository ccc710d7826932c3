-- Issue 25: a new bill replacing an estimated one (a TD01 naming it in DatiFattureCollegate, a
-- TD04 cancelling it beside the new bill, or an operator linking the new bill to the customer's
-- rettifica). The old bill stays for the record and is no longer payable; what was paid on it is
-- carried as the customer's credit; its unpaid instalments are withdrawn.
create table invoice_replacements (
  replaced_invoice_id integer primary key references invoices(id),
  replacement_invoice_id integer not null unique references invoices(id),
  -- The TD04 that cancelled the old bill in the same document, if any: its credit is not counted
  -- twice (the old bill already owes nothing).
  credit_note_invoice_id integer unique references invoices(id),
  -- The rettifica concluded by the replacement, if one was open.
  request_id integer references customer_requests(id),
  carried_credit numeric(12, 2) not null default 0 check (carried_credit >= 0),
  withdrawn_installments smallint not null default 0,
  actor_kind text not null check (actor_kind in ('integration', 'operator')),
  actor_name text not null,
  replaced_at timestamptz not null default now(),
  check (replaced_invoice_id <> replacement_invoice_id)
);

-- An unpaid instalment of a replaced bill: no longer due, kept for the record.
alter table installments add column withdrawn_on date;
