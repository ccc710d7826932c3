import {
  createAccountDataRequest,
  getCustomer as getCustomerEndpoint,
  getRequests,
  startEmailCheck,
  startPhoneCheck,
  verifyOtp as verifyOtpEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer, CustomerRequest } from '@sportello/contract';
import {
  REGISTRY_CHANGE_REQUEST_TYPE,
  isRegistryChangeInProgress,
  parsePendingVerification,
  type ContactField,
  type PendingVerification,
} from '@sportello/domain';
import { call, isRefusal, RETRY_LATER_MESSAGE, type AnswerOf } from '../../../lib/api-client';
import { local, LOCAL_KEYS } from '../../../lib/storage';

/** The two checks of the bpm API: a code by e-mail, or by SMS. */
export type CheckKind = 'email' | 'phone';

export function checkKindOf(field: ContactField): CheckKind {
  return field === 'email' ? 'email' : 'phone';
}

// ---- the current customer and its registry requests ------------------------------------------

export function getCustomer(id: number): Promise<Customer> {
  return call(getCustomerEndpoint, { params: { id } });
}

export const customerQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['customers', id], queryFn: () => getCustomer(id!), enabled: id !== null });

export function useCustomer(id: number | null) {
  return useQuery(customerQueryOptions(id));
}

export async function getRegistryRequests(customerKey: string): Promise<CustomerRequest[]> {
  const answer = await call(getRequests, {
    query: { requestType: REGISTRY_CHANGE_REQUEST_TYPE, customerKey },
  });
  return answer.requests;
}

/** A registry change in progress (spec section 4) blocks contact changes. */
export function useRegistryChange(customerKey: string | undefined) {
  const query = useQuery({
    queryKey: ['requests', REGISTRY_CHANGE_REQUEST_TYPE, customerKey],
    queryFn: () => getRegistryRequests(customerKey!),
    enabled: !!customerKey,
  });
  return { ...query, inProgress: query.data ? isRegistryChangeInProgress(query.data) : false };
}

// ---- checks and codes --------------------------------------------------------------------------

/** The workflow a check runs in (the e-mail and the phone check answer alike). */
export type CheckStarted = AnswerOf<typeof startEmailCheck> | AnswerOf<typeof startPhoneCheck>;

/**
 * POST /services/rest/bpm/v1/email-check or phone-check: the server sends a 4-digit code to the
 * new address or number and answers with the workflow to verify it in.
 */
export function startCheck(input: {
  kind: CheckKind;
  value: string;
  company: string;
  accountNumber: string;
}): Promise<CheckStarted> {
  const { kind, value, company, accountNumber } = input;
  return kind === 'email'
    ? call(startEmailCheck, {
        body: { emailCheckRequest: { email: value, company, accountNumber } },
        quiet: [400, 403, 409, 429],
      })
    : call(startPhoneCheck, {
        body: { phoneCheckRequest: { phoneNum: value, company, accountNumber } },
        quiet: [400, 403, 409, 429],
      });
}

/** Whether the code matches, and the wrong attempts still allowed. */
export type OtpAnswer = AnswerOf<typeof verifyOtpEndpoint>;

/** POST /services/rest/bpm/v1/otp-verification. */
export function verifyOtp(input: { workflowId: string; code: string }): Promise<OtpAnswer> {
  return call(verifyOtpEndpoint, {
    body: { otpVerificationRequest: input },
    quiet: [400, 404, 409, 410, 429],
  });
}

/** POST /Erp/v1/requests/accountData with the one contact that changes. */
export function requestContactChange(input: {
  customerKey: string;
  field: ContactField;
  value: string;
}): Promise<CustomerRequest> {
  return call(createAccountDataRequest, {
    body: { accountDataRequest: { customerKey: input.customerKey, [input.field]: input.value } },
    quiet: [400, 403, 409],
  });
}

/** The Italian text of a failed call: the server's own for a 4xx answer, else "retry later". */
export function errorMessage(error: unknown): string {
  if (isRefusal(error)) return error.message;
  return RETRY_LATER_MESSAGE;
}

// ---- the pending verification, kept across reloads --------------------------------------------

const STORAGE_KEYS = {
  email: LOCAL_KEYS.pendingEmailCheck,
  phone: LOCAL_KEYS.pendingPhoneCheck,
} as const;

export function readPending(kind: CheckKind): PendingVerification | null {
  const pending = parsePendingVerification(local.get(STORAGE_KEYS[kind]));
  return pending && checkKindOf(pending.field) === kind ? pending : null;
}

export function savePending(pending: PendingVerification): void {
  local.set(STORAGE_KEYS[checkKindOf(pending.field)], JSON.stringify(pending));
}

export function clearPending(kind: CheckKind): void {
  local.remove(STORAGE_KEYS[kind]);
}
