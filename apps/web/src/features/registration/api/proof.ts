import { resendOwnershipProof, verifyOtp } from '@sportello/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call, type AnswerOf } from '../../../lib/api-client';
import type { GrantDraft, ProofDraft } from './draft';

/** `error.code` values of the proof calls (docs/registration-proof.md). */
export const PROOF_ERROR_CODES = {
  tooManyAttempts: 'otp_too_many_attempts',
  expired: 'otp_expired',
  alreadyUsed: 'otp_already_used',
  notFound: 'proof_not_found',
  alreadyRegistered: 'user_already_registered',
} as const;

export type ProofInput = { workflowId: string } & (
  { code: string } | { invoiceNumber: string; amount: string }
);

/** What the proof check answers: a match and, for a proven owner, what the proof granted. */
export type ProofAnswer = AnswerOf<typeof verifyOtp>;

/** POST bpm/v1/otp-verification: the code sent to the contact on file, or a bill's number and amount. */
export function verifyProof(input: ProofInput): Promise<ProofAnswer> {
  return call(verifyOtp, {
    body: { otpVerificationRequest: input },
    silent: true,
  });
}

/** What the proof granted, as the draft keeps it. */
export function grantOf(answer: ProofAnswer): GrantDraft | null {
  const o = answer.ownership;
  if (!answer.matches || !o) return null;
  return {
    customerKey: o.customerKey,
    customerName: o.customerName,
    passwordLinkSentTo: o.passwordLinkSentTo ?? '',
    supplies: o.supplies.map((s) => ({ key: s.key, commodity: s.commodity, address: s.address ?? '' })),
  };
}

export function useVerifyProof() {
  return useMutation({ mutationFn: verifyProof });
}

/** POST Wfm/v1/ownership-proof/resend: a new code (a new workflowId; the old code dies). */
export function resendProof(workflowId: string): Promise<ProofDraft> {
  return call(resendOwnershipProof, {
    body: { ownershipProofResendRequest: { workflowId } },
    silent: true,
  }).then((p) => ({ ...p, sentTo: p.sentTo ?? '' }));
}

export function useResendProof() {
  return useMutation({ mutationFn: resendProof });
}
