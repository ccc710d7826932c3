import { getDocumentsQuerySchema, getInvoicesQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { downloadDocumentByKey } from './download-document-by-key';
import { listInvoices } from './list-invoices';

const query = (q: Record<string, string>) => getDocumentsQuerySchema.parse(q);

describe('downloadDocumentByKey', () => {
  const bench = useUseCaseBench();

  it('downloads a bill\u2019s PDF and the multi-site bill\u2019s CSV detail by archiviation key', async () => {
    const owner = await bench.user('demo.ast');
    const [multi] = (
      await listInvoices(bench.deps(), owner, getInvoicesQuerySchema.parse({ typeCodes: '9' }))
    ).getInvoicesResponse.invoices;
    const pdf = (
      await downloadDocumentByKey(
        bench.deps(),
        owner,
        query({ archiviationKey: multi!.archiviationKey!, documentType: 'Invoice' }),
      )
    ).getDocumentsResponse;
    expect(pdf.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const csv = (
      await downloadDocumentByKey(
        bench.deps(),
        owner,
        query({ archiviationKey: `${multi!.archiviationKey}-CSV` }),
      )
    ).getDocumentsResponse;
    expect(csv.contentType).toMatch(/^text\/csv/);
    expect(Buffer.from(csv.data, 'base64').toString('utf8')).toContain(multi!.key);
  });

  it('is 404 for another type, an unknown key and someone else\u2019s document', async () => {
    const owner = await bench.user('demo.ast');
    const [bill] = (await listInvoices(bench.deps(), owner, getInvoicesQuerySchema.parse({ typeCodes: '9' })))
      .getInvoicesResponse.invoices;
    const key = bill!.archiviationKey!;
    await expectHttpError(
      downloadDocumentByKey(
        bench.deps(),
        owner,
        query({ archiviationKey: key, documentType: 'InvoiceDetailCsv' }),
      ),
      404,
    );
    await expectHttpError(
      downloadDocumentByKey(bench.deps(), owner, query({ archiviationKey: 'DOC-NOPE' })),
      404,
    );
    await expectHttpError(
      downloadDocumentByKey(
        bench.deps(),
        await bench.user('demo.ast.azienda'),
        query({ archiviationKey: key }),
      ),
      404,
    );
  });
});
