import type { ImportedDocument, ImportInvoicesResponse } from '@sportello/contract/integration/invoices';
import { HttpError } from '../../../errors';
import { documentXml, kindOf, zipEntries } from '../../../services/integration/invoices/envelope';
import { FatturaPaError } from '../../../services/integration/invoices/fatturapa';
import { importDocument, type StoredBill } from '../../../services/integration/invoices/store';
import type { Db } from '../../../db/index';
import { requireScope, type Deps, type IntegrationActor } from '../../context';
import { replaceInvoiceInTx } from '../../invoices/replace-invoice';
import { announceRequestMove, assertMayMove, type MovedRequest } from '../../requests/change-request-state';

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
  let moved: MovedRequest[] = [];
  const bills = await importDocument(deps.db, xml, actor.tokenName, async (tx, stored) => {
    moved = await applyReplacements(tx, deps, actor, stored);
  });
  for (const m of moved) await announceRequestMove(deps, actor, m);
  return { file, status: 'imported', bills };
}

/** The fatture (not credit or debit notes, not advances) whose links name the bill they replace. */
const REPLACING_TYPES = new Set(['TD01', 'TD24', 'TD25']);

interface PlannedReplacement {
  bill: StoredBill;
  /** The number of the bill replaced. */
  number: string;
  creditNote: StoredBill | null;
  /** Named by the new bill itself (a refusal is the document's), or inferred from a credit note. */
  explicit: boolean;
}

/**
 * Which bills of a document replace which (issue 25): a fattura naming a bill in
 * DatiFattureCollegate replaces it (a TD04 naming the same bill is its cancellation); a TD04
 * naming a bill beside exactly one fattura that names none is a replacement when that fattura is
 * of the same supply and covers the bill's period, else an ordinary credit note.
 */
function planReplacements(stored: StoredBill[]): PlannedReplacement[] {
  const invoices = stored.filter((b) => REPLACING_TYPES.has(b.body.documentType));
  const plans: PlannedReplacement[] = invoices.flatMap((bill) =>
    bill.body.linkedInvoices.map((number) => ({ bill, number, creditNote: null, explicit: true })),
  );
  const unlinked = invoices.filter((b) => b.body.linkedInvoices.length === 0);
  for (const note of stored.filter((b) => b.body.documentType === 'TD04'))
    for (const number of note.body.linkedInvoices) {
      const named = plans.find((p) => p.number === number);
      if (named) named.creditNote = note;
      else if (unlinked.length === 1)
        plans.push({ bill: unlinked[0]!, number, creditNote: note, explicit: false });
    }
  return plans;
}

/** The document's replacements, in its transaction; a refusal refuses the document (422 in Italian). */
async function applyReplacements(
  tx: Db,
  deps: Deps,
  actor: IntegrationActor,
  stored: StoredBill[],
): Promise<MovedRequest[]> {
  const plans = planReplacements(stored);
  if (plans.length === 0) return [];
  assertMayMove(actor, 'replacement');
  const moved: MovedRequest[] = [];
  for (const plan of plans) {
    const where = `documento n. ${plan.bill.outcome.number}`;
    const old = await tx
      .selectFrom('invoices')
      .select(['id', 'supply_id', 'period_start', 'period_end', 'customer_id'])
      .where('key', '=', plan.number)
      .executeTakeFirst();
    if (!old) {
      if (!plan.explicit) continue;
      throw new FatturaPaError(
        `La bolletta collegata n. ${plan.number} (DatiFattureCollegate, ${where}) non è nel portale: non si può sostituire.`,
        'replaced_bill_unknown',
      );
    }
    if (!plan.explicit) {
      const created = await tx
        .selectFrom('invoices')
        .select(['supply_id', 'period_start', 'period_end', 'customer_id'])
        .where('id', '=', plan.bill.outcome.invoiceId)
        .executeTakeFirstOrThrow();
      const day = (v: unknown) => String(v).slice(0, 10);
      const fits =
        created.customer_id === old.customer_id &&
        old.supply_id !== null &&
        created.supply_id === old.supply_id &&
        day(created.period_start) <= day(old.period_start) &&
        day(created.period_end) >= day(old.period_end);
      if (!fits) continue; // an ordinary credit note beside an unrelated bill
    }
    let done;
    try {
      done = await replaceInvoiceInTx(tx, deps, actor, {
        replacedId: old.id,
        replacementId: plan.bill.outcome.invoiceId,
        creditNoteId: plan.creditNote?.outcome.invoiceId ?? null,
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500)
        throw new FatturaPaError(`${error.message} (${where}).`, 'replacement_refused');
      throw error;
    }
    plan.bill.outcome.replaces = {
      number: done.outcome.replaced.key,
      invoiceId: done.outcome.replaced.id,
      carriedCredit: done.outcome.carriedCredit,
      withdrawnInstallments: done.outcome.withdrawnInstallments,
      creditNoteNumber: plan.creditNote?.outcome.number ?? null,
      requestId: done.outcome.request?.requestId ?? null,
    };
    if (done.moved) moved.push(done.moved);
  }
  return moved;
}

function refused(file: string, error: FatturaPaError): ImportedDocument {
  return { file, status: 'refused', bills: [], error: { code: error.code, message: error.message } };
}
