import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { associateContractToUser } from './associate-contract-to-user';
import { resendOwnershipProof } from './resend-ownership-proof';

describe('resendOwnershipProof', () => {
  const bench = useUseCaseBench();

  it('sends a new code to the same contact under a new workflow; only the proof\u2019s own user may ask', async () => {
    const actor = await bench.user('demo.ast.lead');
    const started = await associateContractToUser(bench.deps(), actor, {
      customerCode: 'AST0001003',
      fiscalCode: 'BNCGLI85M41F205B',
      delegation: false,
      scope: 'read',
    });
    const { workflowId } = started.associateContractToUserResponse;
    await expectHttpError(
      resendOwnershipProof(bench.deps(), await bench.user('demo.ast.azienda'), { workflowId }),
      404,
      'proof_not_found',
    );
    const out = await resendOwnershipProof(bench.deps(), actor, { workflowId });
    expect(out.ownershipProofResendResponse.workflowId).not.toBe(workflowId);
    expect(out.ownershipProofResendResponse.method).toBe('email');
    const [mail] = await bench.outbox('giulia.bianchi@example.it');
    expect(mail!.meta.workflowId).toBe(out.ownershipProofResendResponse.workflowId);
  });

  it('answers 404 for an unknown proof', async () => {
    await expectHttpError(
      resendOwnershipProof(bench.deps(), await bench.anonymous(), {
        workflowId: 'wf_AAAAAAAAAAAAAAAAAAAAAA',
      }),
      404,
      'proof_not_found',
    );
  });
});
