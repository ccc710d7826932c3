-- The console's help contacts per brand (issue 21): what an admin changed over the brand registry's
-- customer service (packages/brands); a null column keeps the registry's value. The portal reads
-- them through GET …/Core/v1/helpContacts.
create table brand_help_contacts (
  company_code text primary key references companies (code),
  phone text,
  hours text,
  email text,
  support_url text,
  help_page_url text,
  updated_at timestamptz not null default now()
);
