import { z } from 'zod';
import { named, recordId } from './common';

/**
 * Proof of ownership (issue 9) and delegation scopes. The registration flow, step by step, is in
 * docs/registration-proof.md.
 */

/** Error codes of proof and delegation answers (`error.code`), beyond CORE_ERROR_CODES. */
export const OWNERSHIP_ERROR_CODES = {
  /** A delegate (or anyone but the owner) asked for something its scope does not allow: 403. */
  scopeForbidden: 'scope_forbidden',
  /** Unknown, someone else's or concluded proof workflow: 404. */
  proofNotFound: 'proof_not_found',
  /** A delegation decision from the mailed link's guest session: the owner must log in: 403. */
  delegationLoginRequired: 'delegation_login_required',
} as const;

export const delegationScope = z.enum(['read', 'pay'], {
  error: 'Ambito della delega non valido (read o pay)',
});

/** How the code was sent: mail or SMS to the contact on file, or `bill` (no code: a bill). */
export const ownershipProofMethod = z.enum(['email', 'sms', 'bill']);

/** The proof step the client shows next: where the code went, or ask for a bill. */
export const ownershipProofSchema = z
  .object({
    /** Reference of the proof, for otp-verification and ownership-proof/resend. */
    workflowId: z.string(),
    method: ownershipProofMethod,
    /** The contact on file the code went to, masked ("ma***@example.it", "+39 *** *** **67"); null for `bill`. */
    sentTo: z.string().nullable(),
    /** When the code (or the bill proof) stops being accepted. */
    expiresAt: z.string(),
    attemptsLeft: z.number().int(),
  })
  .meta({ id: 'OwnershipProof' });
export type OwnershipProof = z.infer<typeof ownershipProofSchema>;

/** What a successful proof granted (in otpVerificationResponse.ownership). */
export const ownershipGrantSchema = z
  .object({
    /** `registration`: a new user, now owner; `association`: the logged-in user, now owner. */
    kind: z.enum(['registration', 'association']),
    customerKey: z.string(),
    customerName: z.string(),
    /** Registration: where the first-access (/crea-psw) link went, masked; null for association. */
    passwordLinkSentTo: z.string().nullable(),
    /** The supplies of the customer now owned, for the "forniture trovate" screen. */
    supplies: z.array(
      z.object({
        key: z.string(),
        commodity: z.string(),
        address: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'OwnershipGrant' });

export const ownershipProofResendRequestSchema = named(
  'ownershipProofResendRequest',
  z.object({
    workflowId: z
      .string({ error: 'Identificativo del processo mancante' })
      .trim()
      .min(1, 'Identificativo del processo mancante')
      .max(100),
  }),
).meta({ id: 'OwnershipProofResendRequest' });
export const ownershipProofResendResponseSchema = named(
  'ownershipProofResendResponse',
  ownershipProofSchema,
).meta({ id: 'OwnershipProofResendResponse' });

// ---- delegations ----------------------------------------------------------------------------

export const delegationStatus = z.enum(['pending', 'accepted', 'refused', 'revoked']);

export const delegationSchema = z
  .object({
    /** The delegation request (task confirm-delegation); null for delegations seeded or older. */
    workflowId: z.string().nullable(),
    delegateId: z.number().int(),
    delegateName: z.string(),
    customerId: z.number().int(),
    customerKey: z.string(),
    customerName: z.string(),
    status: delegationStatus,
    /** The scope granted (accepted) or, while pending, the scope asked. */
    scope: delegationScope,
    requestedScope: delegationScope,
    createdAt: z.string(),
  })
  .meta({ id: 'Delegation' });
export type Delegation = z.infer<typeof delegationSchema>;

/**
 * GET /Core/v1/delegations: for the customers the user owns, the requests `received` (pending)
 * and the delegations `granted` (accepted); and the user's own requests as a delegate
 * (`requested`: pending, accepted, refused or revoked).
 */
export const getDelegationsResponseSchema = named(
  'getDelegationsResponse',
  z.object({
    received: z.array(delegationSchema),
    granted: z.array(delegationSchema),
    requested: z.array(delegationSchema),
  }),
).meta({ id: 'GetDelegationsResponse' });

/**
 * GET /Core/v1/delegations/requests/{workflowId}: one delegation request, for the owner of its
 * customer codes (logged in) or the guest session of its e-mail link (module 6, surveyKind
 * delegation). `customers` lists every customer code it covers.
 */
export const delegationRequestParams = z.object({
  workflowId: z.string().trim().min(1, 'Identificativo del processo mancante').max(100),
});
export const getDelegationRequestResponseSchema = named(
  'getDelegationRequestResponse',
  z.object({
    workflowId: z.string(),
    delegateName: z.string(),
    requestedScope: delegationScope,
    status: z.enum(['open', 'completed', 'refused', 'failed', 'expired']),
    /** The scope granted once accepted. */
    grantedScope: delegationScope.nullable(),
    expiresAt: z.string().nullable(),
    customers: z.array(z.object({ key: z.string(), name: z.string() })),
  }),
).meta({ id: 'GetDelegationRequestResponse' });

/** POST /Core/v1/delegations/revoke: the owner ends a delegation at once. */
export const revokeDelegationRequestSchema = named(
  'revokeDelegationRequest',
  z.object({
    delegateId: recordId('Delegato non valido'),
    customerId: recordId('Cliente non valido'),
  }),
).meta({ id: 'RevokeDelegationRequest' });
export const revokeDelegationResponseSchema = named(
  'revokeDelegationResponse',
  z.object({ revoked: z.literal(true) }),
).meta({ id: 'RevokeDelegationResponse' });
