import type { ColumnType } from 'kysely';
import type { DateString, DefaultTimestamp } from './foundation';

/** Tables of the bills imported from FatturaPA (issue 20, migrations 0720–0739). */

export interface InvoiceSourcesTable {
  invoice_id: number;
  emitter_vat: string;
  number: string;
  issue_date: DateString;
  document_type: string;
  content_sha256: string;
  payment_terms: string | null;
  payment_method: string | null;
  /** DatiRiepilogo as read (json). */
  vat_summary: ColumnType<unknown, string | undefined, string>;
  token_name: string;
  imported_at: DefaultTimestamp;
}

export interface DocumentFilesTable {
  document_id: number;
  content: Buffer;
  content_sha256: string;
}

export interface IntegrationInvoiceTables {
  invoice_sources: InvoiceSourcesTable;
  document_files: DocumentFilesTable;
}
