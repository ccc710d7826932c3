import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { downloadDocument } from './download-document';

describe('downloadDocument', () => {
  const bench = useUseCaseBench();
  const documentOf = (status: 'ready' | 'printing') =>
    bench
      .deps()
      .db.selectFrom('documents')
      .innerJoin('customers', 'customers.id', 'documents.customer_id')
      .select(['documents.id', 'documents.file_name', 'documents.content_type'])
      .where('customers.key', '=', 'AST0001001')
      .where('documents.doc_type', '=', 'Invoice')
      .where('documents.status', '=', status)
      .executeTakeFirstOrThrow();

  it('downloads a ready PDF by id with its name and type; the same bytes each time', async () => {
    const owner = await bench.user('demo.ast');
    const doc = await documentOf('ready');
    const first = (await downloadDocument(bench.deps(), owner, { id: doc.id })).getDocumentResponse;
    expect(first).toMatchObject({ id: doc.id, fileName: doc.file_name, contentType: 'application/pdf' });
    const bytes = Buffer.from(first.data, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await downloadDocument(bench.deps(), owner, { id: doc.id })).getDocumentResponse.data).toBe(
      first.data,
    );
  });

  it('is 404 while still printing, and for someone else\u2019s document', async () => {
    const owner = await bench.user('demo.ast');
    const printing = await documentOf('printing');
    const notReady = await expectHttpError(downloadDocument(bench.deps(), owner, { id: printing.id }), 404);
    expect(notReady.code).toBe('document_not_ready');
    const ready = await documentOf('ready');
    await expectHttpError(
      downloadDocument(bench.deps(), await bench.user('demo.ast.azienda'), { id: ready.id }),
      404,
    );
  });
});
