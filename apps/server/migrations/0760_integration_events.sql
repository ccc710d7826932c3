-- Issue 20, part D: what customers ask goes out to the retailer. Every request (practice) a
-- customer files and every self-reading is an event here, written in the same transaction as the
-- request or the reading. The id is the feed's cursor (GET …/integration/v1/requests?after=): the
-- writers take one advisory lock before inserting (services/integration/requests/events.ts), so ids
-- are handed out in commit order and a reader past an id never misses a later-committed smaller one.
-- When a webhook is configured each event is also POSTed by a job ('integration.webhook'); its
-- delivery state is kept here (none: no webhook configured; pending; delivered; failed: every
-- attempt spent, a dead letter of the job runner).
create table integration_events (
  id bigserial primary key,
  type text not null,
  -- The customer's code (customers.key); null for a contact form sent without a customer.
  customer_code text,
  -- The practice (customer_requests.id) the event is about; no foreign key: the log outlives purges.
  request_id integer,
  payload jsonb not null,
  delivery_state text not null default 'none'
    check (delivery_state in ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts integer not null default 0,
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index integration_events_request_idx on integration_events (request_id);

-- The retailer's last word on a practice (POST …/requests/{id}/state), shown to the customer.
alter table customer_requests add column state_message text;
alter table customer_requests add column state_changed_at timestamptz;

insert into notification_types (code, description, detail, acceptance_required) values
  ('practice-update', 'Aggiornamento pratica', 'Una pratica ha cambiato stato', false)
  on conflict (code) do nothing;
