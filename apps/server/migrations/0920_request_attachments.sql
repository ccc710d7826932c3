-- Issue 25: files a customer attaches to a practice (the meter's photo of a rettifica), kept
-- apart from the request's payload so the practices list stays light. Deleted with the request.
create table request_attachments (
  id serial primary key,
  request_id integer not null references customer_requests(id) on delete cascade,
  kind text not null,
  content_type text not null,
  file_name text,
  byte_size integer not null check (byte_size > 0),
  data bytea not null,
  created_at timestamptz not null default now()
);
create index request_attachments_request on request_attachments (request_id);
