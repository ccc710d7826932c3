import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { checkReadiness } from './check-readiness';

describe('checkReadiness', () => {
  const bench = useUseCaseBench();

  it('is ready while the database answers, and names the kind of database', async () => {
    const deps = bench.deps();
    // The suite runs on PGlite, and in CI again on a PostgreSQL server (DATABASE_URL).
    const kind = deps.config.DATABASE_URL ? 'postgres' : 'pglite';
    expect(await checkReadiness(deps)).toEqual({ status: 'ready', database: kind });
  });

  it('answers 503 when the database does not', async () => {
    const deps = bench.deps();
    const broken = {
      ...deps,
      db: deps.db.withPlugin({
        transformQuery: () => {
          throw new Error('connection refused');
        },
        transformResult: async (args) => args.result,
      }),
    };
    await expectHttpError(checkReadiness(broken), 503);
  });
});
