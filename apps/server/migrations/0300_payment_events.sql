-- Payments are confirmed only by the provider's signed server-to-server notification.
-- `provider` is the adapter that created the checkout, `provider_ref` its reference (the sandbox's
-- token, a Stripe Checkout Session id), `redirect_url` the provider's hosted page.
alter table payments add column provider text not null default 'sandbox';
alter table payments add column provider_ref text;
alter table payments add column redirect_url text;
create unique index payments_provider_ref_idx on payments (provider, provider_ref) where provider_ref is not null;

-- Every verified notification, once per provider event id: a replayed event finds its row and
-- changes nothing. Written in the same transaction as the payment and the invoices it settles.
create table payment_events (
  id serial primary key,
  provider text not null,
  event_id text not null,
  event_type text not null,
  payment_id integer not null references payments(id),
  outcome text check (outcome in ('Pagato', 'Annullato', 'Rifiutato')),
  amount numeric(12, 2),
  -- applied: the payment took this outcome; ignored: the payment already had a final outcome.
  effect text not null check (effect in ('applied', 'ignored')),
  received_at timestamptz not null default now(),
  unique (provider, event_id)
);
create index payment_events_payment_idx on payment_events (payment_id);
