import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_LINKS, DEMO_SURVEY_WORKFLOW_ID } from '../../seed/core';
import { getLink } from './get-link';

describe('getLink', () => {
  const bench = useUseCaseBench();

  it("reads a link of the session's company with its hash code", async () => {
    const actor = await bench.anonymous('ast');
    const { survey, message } = DEMO_LINKS;
    expect(
      (await getLink(bench.deps(), actor, { id: survey.id, hashCode: survey.hashCode })).getLinkResponse,
    ).toMatchObject({
      id: survey.id,
      module: { id: 6 },
      entityKey: DEMO_SURVEY_WORKFLOW_ID,
      item: { workflow: { id: DEMO_SURVEY_WORKFLOW_ID } },
    });
    const read = (await getLink(bench.deps(), actor, { id: message.id, hashCode: message.hashCode }))
      .getLinkResponse;
    expect(read.item.message?.id).toBe(Number(read.entityKey));
  });

  it('answers 404 link_invalid for a wrong hash, an unknown id or another company, 410 when expired', async () => {
    const { message, expired } = DEMO_LINKS;
    const ast = await bench.anonymous('ast');
    await expectHttpError(
      getLink(bench.deps(), ast, { id: message.id, hashCode: 'Sbagliato' }),
      404,
      'link_invalid',
    );
    await expectHttpError(
      getLink(bench.deps(), ast, { id: 999_999, hashCode: message.hashCode }),
      404,
      'link_invalid',
    );
    await expectHttpError(
      getLink(bench.deps(), await bench.anonymous('sgr'), { id: message.id, hashCode: message.hashCode }),
      404,
      'link_invalid',
    );
    await expectHttpError(
      getLink(bench.deps(), ast, { id: expired.id, hashCode: expired.hashCode }),
      410,
      'link_expired',
    );
  });

  it('reads a push link without its hash for the logged-in user it was sent to (issue 18), for no one else', async () => {
    const { message, expired, survey } = DEMO_LINKS;
    const owner = await bench.user('demo.ast');
    const read = (await getLink(bench.deps(), owner, { id: message.id })).getLinkResponse;
    expect(read).toMatchObject({ id: message.id, module: { id: 4 } });
    expect(read.item.message?.id).toBe(Number(read.entityKey));
    await expectHttpError(getLink(bench.deps(), owner, { id: expired.id }), 410, 'link_expired');
    // Only the modules a push leads to: a survey link still needs its hash.
    await expectHttpError(getLink(bench.deps(), owner, { id: survey.id }), 404, 'link_invalid');
    // Another user, even of the same company: as an unknown link.
    const other = await bench.user('demo.ast.azienda');
    await expectHttpError(getLink(bench.deps(), other, { id: message.id }), 404, 'link_invalid');
    await expectHttpError(getLink(bench.deps(), other, { id: 999_999 }), 404, 'link_invalid');
    // Without a login the hash is needed.
    await expectHttpError(getLink(bench.deps(), await bench.anonymous('ast'), { id: message.id }), 400);
  });
});
