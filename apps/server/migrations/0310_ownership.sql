-- Proof of ownership and delegation scopes (issue 9).

-- A delegate's scope: 'read' (read only) or 'pay' (read and pay); null for owners and agencies.
-- A revoked delegation keeps its row (status 'revoked') and grants nothing.
alter table user_customers add column scope text check (scope in ('read', 'pay'));
alter table user_customers drop constraint user_customers_status_check;
alter table user_customers add constraint user_customers_status_check
  check (status in ('pending', 'accepted', 'refused', 'revoked'));
update user_customers set scope = 'read' where relation = 'delegate' and scope is null;
alter table user_customers add constraint user_customers_delegate_scope_check
  check (relation <> 'delegate' or scope is not null);

-- A proof of ownership: a code sent to the contact on file, or a bill, before a user owns a customer.
alter table workflows drop constraint workflows_kind_check;
alter table workflows add constraint workflows_kind_check
  check (kind in ('delegation', 'email-check', 'phone-check', 'survey', 'associate-contract', 'password-reset', 'ownership-proof'));
create index workflows_customer_kind_idx on workflows (customer_id, kind, created_at desc);
