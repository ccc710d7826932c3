import type { ImportedDocument, ImportInvoicesResponse } from '@sportello/contract/integration/invoices';
import { HttpError } from '../../../errors';
import { documentXml, kindOf, zipEntries } from '../../../services/integration/invoices/envelope';
import { FatturaPaError } from '../../../services/integration/invoices/fatturapa';
import { importDocument } from '../../../services/integration/invoices/store';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

export interface ImportInvoicesInput {
  /** The request's body as sent: FatturaPA XML, a .p7m, or a zip of many. */
  body: Buffer;
}

const refusal = (error: FatturaPaError) => new HttpError(422, error.code, error.message);

/**
 * Brings the retailer's bills in from FatturaPA documents (scope `import`). One document (XML or
 * .p7m) is all or nothing: imported, or a 422 with the reason in Italian. A zip answers each of
 * its documents apart (a refused one changes nothing and stops none of the others).
 */
export async function importInvoices(
  deps: Deps,
  actor: IntegrationActor,
  input: ImportInvoicesInput,
): Promise<ImportInvoicesResponse> {
  requireScope(actor, 'import');
  const { body } = input;
  if (body.length === 0)
    throw new HttpError(
      422,
      'empty_body',
      'Il corpo è vuoto: atteso un documento FatturaPA (XML, .p7m o zip).',
    );
  const documents: ImportedDocument[] = [];
  if (kindOf(body) !== 'zip') {
    try {
      documents.push(await importOne(deps, actor, 'documento', documentXml(body, 'documento')));
    } catch (error) {
      if (error instanceof FatturaPaError) throw refusal(error);
      throw error;
    }
  } else {
    let entries;
    try {
      entries = zipEntries(body);
      for await (const entry of entries) {
        if (entry.error) {
          documents.push(refused(entry.name, entry.error));
          continue;
        }
        try {
          documents.push(await importOne(deps, actor, entry.name, entry.xml!));
        } catch (error) {
          if (!(error instanceof FatturaPaError)) throw error;
          documents.push(refused(entry.name, error));
        }
      }
    } catch (error) {
      if (error instanceof FatturaPaError) throw refusal(error);
      throw error;
    }
    if (documents.length === 0)
      throw new HttpError(422, 'empty_zip', 'L’archivio zip non contiene documenti .xml o .p7m.');
  }
  const bills = documents.flatMap((d) => d.bills);
  const result = {
    created: bills.filter((b) => b.outcome === 'created').length,
    unchanged: bills.filter((b) => b.outcome === 'unchanged').length,
    refused: documents.filter((d) => d.status === 'refused').length,
    documents,
  };
  deps.log.info(
    { token: actor.tokenName, created: result.created, unchanged: result.unchanged, refused: result.refused },
    'integration: bills imported from FatturaPA',
  );
  return result;
}

async function importOne(
  deps: Deps,
  actor: IntegrationActor,
  file: string,
  xml: Buffer,
): Promise<ImportedDocument> {
  const bills = await importDocument(deps.db, xml, actor.tokenName);
  return { file, status: 'imported', bills };
}

function refused(file: string, error: FatturaPaError): ImportedDocument {
  return { file, status: 'refused', bills: [], error: { code: error.code, message: error.message } };
}
