import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { checkDocumentExists } from './check-document-exists';

describe('checkDocumentExists', () => {
  const bench = useUseCaseBench();
  const documentOf = (status: 'ready' | 'printing') =>
    bench
      .deps()
      .db.selectFrom('documents')
      .innerJoin('customers', 'customers.id', 'documents.customer_id')
      .select(['documents.id', 'documents.archiviation_key'])
      .where('customers.key', '=', 'AST0001001')
      .where('documents.status', '=', status)
      .executeTakeFirstOrThrow();

  it('says a printed document exists and one still printing does not, with the message to retry', async () => {
    const owner = await bench.user('demo.ast');
    const ready = await documentOf('ready');
    expect(
      (await checkDocumentExists(bench.deps(), owner, { id: ready.id })).documentExistsResponse,
    ).toMatchObject({
      id: ready.id,
      exists: true,
      message: null,
      document: { archiviationKey: ready.archiviation_key, available: true },
    });
    const printing = await documentOf('printing');
    expect(
      (await checkDocumentExists(bench.deps(), owner, { id: printing.id })).documentExistsResponse,
    ).toMatchObject({
      exists: false,
      message: 'Documento in fase di stampa o non disponibile, riprovare più tardi',
      document: { available: false },
    });
  });

  it('is 404 for someone else\u2019s document', async () => {
    const ready = await documentOf('ready');
    await expectHttpError(
      checkDocumentExists(bench.deps(), await bench.user('demo.ast.azienda'), { id: ready.id }),
      404,
    );
  });
});
