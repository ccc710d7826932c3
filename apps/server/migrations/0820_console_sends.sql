-- The console's messages and proposals (issue 21): one send by an operator to one customer, a list,
-- or every customer of a brand with a supply of a kind; the notifications and proposals it wrote
-- (who read and who accepted is read from them).
create table console_sends (
  id bigserial primary key,
  kind text not null check (kind in ('message', 'proposal')),
  operator_id bigint not null references operators (id),
  -- {"customerCodes": [...]} or {"brand": "ast", "commodity": "luce"}
  audience jsonb not null,
  subject text not null,
  body text not null,
  type_code text,
  start_date timestamptz,
  end_date timestamptz,
  customers integer not null default 0,
  created_at timestamptz not null default now()
);
create index console_sends_created_idx on console_sends (created_at desc);

create table console_send_notifications (
  send_id bigint not null references console_sends (id),
  notification_id bigint not null references notifications (id) on delete cascade,
  primary key (send_id, notification_id)
);

create table console_send_proposals (
  send_id bigint not null references console_sends (id),
  proposal_id bigint not null references proposals (id) on delete cascade,
  primary key (send_id, proposal_id)
);

-- A notice the customer must accept before going on: the portal blocks the next visit on it
-- (contract-terms asks for confirmation only when opened).
insert into notification_types (code, description, detail, acceptance_required) values
  ('mandatory', 'Comunicazione da accettare', 'Per continuare a usare il portale è necessario confermare la presa visione', true)
  on conflict (code) do nothing;
