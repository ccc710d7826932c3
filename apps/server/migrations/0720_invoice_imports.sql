-- Issue 20: bills brought in by the retailer as FatturaPA documents (POST …/integration/v1/invoices).
-- An imported bill is an ordinary row of `invoices` (with its lines, instalments and document, so
-- the portal lists, shows, prints and lets it be paid like any other); this table records where
-- it came from. The same document sent twice is one bill: a bill is known by its issuer's VAT
-- number, its number and its date, as the Sistema di Interscambio knows it.
create table invoice_sources (
  invoice_id integer primary key references invoices(id) on delete cascade,
  -- CedentePrestatore/IdFiscaleIVA, country and code (IT01234567890).
  emitter_vat text not null,
  -- DatiGeneraliDocumento/Numero and Data.
  number text not null,
  issue_date date not null,
  -- TipoDocumento (TD01 bill, TD04 credit note…).
  document_type text not null check (document_type ~ '^TD[0-9A-Z]{2}$'),
  -- The hex SHA-256 of what the bill was made of (the header's parties and this body), so a
  -- second sending is recognised as the same (answered unchanged) or as a different one (refused).
  content_sha256 text not null check (content_sha256 ~ '^[0-9a-f]{64}$'),
  -- DatiPagamento: CondizioniPagamento (TP01 instalments, TP02 whole, TP03 advance) and the first
  -- ModalitaPagamento (MP05 bank transfer, MP19 SEPA direct debit…).
  payment_terms text,
  payment_method text,
  -- DatiRiepilogo as read: [{rate, nature, taxable, tax, chargeability, reference}].
  vat_summary jsonb not null default '[]',
  -- The integration token that brought it (its name, as logged).
  token_name text not null,
  imported_at timestamptz not null default now(),
  unique (emitter_vat, number, issue_date)
);

-- The bytes of a document that is not produced from its rows: the PDF a FatturaPA document carries
-- in Allegati. A document without a row here is rendered when asked for, as before.
create table document_files (
  document_id integer primary key references documents(id) on delete cascade,
  content bytea not null,
  content_sha256 text not null check (content_sha256 ~ '^[0-9a-f]{64}$')
);
