import { informationRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import type { IntegrationActor } from '../context';
import { requestInformation } from '../erp/request-information';
import { changeRequestState } from './change-request-state';

const erp: IntegrationActor = { kind: 'integration', tokenName: 'erp', tokenId: 0, scopes: ['requests'] };

describe('changeRequestState (no webhook configured)', () => {
  const bench = useUseCaseBench();

  const newRequest = async () => {
    const actor = await bench.user('demo.ast');
    const out = await requestInformation(
      bench.deps(),
      actor,
      informationRequestSchema.parse({
        informationRequest: { customerKey: 'AST0001001', subject: 'Domanda', message: 'Quando?' },
      }).informationRequest,
    );
    return out.createRequestResponse;
  };

  it('records each event for the feed only (delivery none, no job), and moves the request once to its end', async () => {
    const request = await newRequest();
    const created = await bench
      .app()
      .db.selectFrom('integration_events')
      .selectAll()
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      type: 'request.created',
      customer_code: 'AST0001001',
      delivery_state: 'none',
    });
    const jobs = await bench
      .app()
      .db.selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'integration.webhook')
      .execute();
    expect(jobs).toEqual([]);

    const out = await changeRequestState(bench.deps(), erp, {
      id: request.id,
      state: 'rejected',
      message: '  ',
    });
    expect(out).toMatchObject({
      previousState: 'open',
      state: 'rejected',
      status: 'Respinto',
      message: null,
    });
    expect(out.phaseCode).toBe('IN090');
    await expectHttpError(
      changeRequestState(bench.deps(), erp, { id: request.id, state: 'in_progress' }),
      409,
      'request_state_final',
    );
    const notes = await bench
      .app()
      .db.selectFrom('notifications')
      .select(['subject', 'message'])
      .where('customer_id', '=', request.customerId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(notes[0]).toEqual({
      subject: `Pratica ${request.ticketKey}: respinta`,
      message: `La pratica «Richiesta di informazioni» (numero ${request.ticketKey}) è respinta.`,
    });
  });

  it('needs the requests scope; an unknown request is a 404', async () => {
    const request = await newRequest();
    await expectHttpError(
      changeRequestState(
        bench.deps(),
        { ...erp, scopes: ['import', 'prices'] },
        { id: request.id, state: 'concluded' },
      ),
      403,
    );
    await expectHttpError(changeRequestState(bench.deps(), erp, { id: 987_654, state: 'concluded' }), 404);
  });
});
