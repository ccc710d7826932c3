import {
  associateContractToUser,
  executeWorkflowTask,
  getDelegationRequest as getDelegationRequestEndpoint,
  getDelegations as getDelegationsEndpoint,
  revokeDelegation as revokeDelegationEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  DELEGATION_SCOPES,
  isValidClientCode,
  MESSAGES,
  OWNERSHIP_MESSAGES,
  type DelegationScope,
} from '@sportello/domain';
import { ownerTaxIdField } from '@sportello/domain/password-reset';
import { ApiError, asList, call, RETRY_LATER_MESSAGE, type AnswerOf } from '../../../lib/api-client';

/** GET /Core/v1/delegations: requests received, delegations granted, the user's own requests. */
export type DelegationLists = AnswerOf<typeof getDelegationsEndpoint>;

export async function getDelegations(): Promise<DelegationLists> {
  const lists = await call(getDelegationsEndpoint);
  return {
    received: asList(lists.received),
    granted: asList(lists.granted),
    requested: asList(lists.requested),
  };
}

export const delegationsQueryOptions = () =>
  queryOptions({ queryKey: ['delegations', 'lists'], queryFn: getDelegations });

export function useDelegations(enabled = true) {
  return useQuery({ ...delegationsQueryOptions(), enabled });
}

/** One delegation request, for its owner or the guest session of its e-mail link. */
export type DelegationRequestView = AnswerOf<typeof getDelegationRequestEndpoint>;

export function getDelegationRequest(workflowId: string): Promise<DelegationRequestView> {
  return call(getDelegationRequestEndpoint, { params: { workflowId }, quiet: [404] }).then((r) => ({
    ...r,
    customers: asList(r.customers),
  }));
}

export const delegationRequestQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: ['delegations', 'request', workflowId],
    queryFn: () => getDelegationRequest(workflowId),
    retry: false,
  });

export function useDelegationRequest(workflowId: string) {
  return useQuery(delegationRequestQueryOptions(workflowId));
}

/** The form of a delegate asking a customer for access. */
export interface AskDelegationInput {
  customerCode: string;
  fiscalCode?: string;
  vatNumber?: string;
  scope: DelegationScope;
}

/** POST /Wfm/v1/associate-contract-to-user/start with delegation: true and the scope asked. */
export function askDelegation(input: AskDelegationInput): Promise<AnswerOf<typeof associateContractToUser>> {
  return call(associateContractToUser, {
    body: { associateContractToUserRequest: { ...input, delegation: true } },
    silent: true,
  });
}

export function useAskDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askDelegation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['delegations'] }),
  });
}

/** POST /Wfm/v1/workflow/task-execute, task confirm-delegation: accept with a scope, or refuse. */
export function answerDelegation(input: {
  workflowId: string;
  reply: 'accept' | 'refuse';
  scope?: DelegationScope;
}): Promise<AnswerOf<typeof executeWorkflowTask>> {
  return call(executeWorkflowTask, {
    body: {
      workflowTaskExecuteRequest: {
        workflowId: input.workflowId,
        taskName: 'confirm-delegation',
        reply: input.reply,
        ...(input.reply === 'accept' && input.scope ? { scope: input.scope } : {}),
      },
    },
    silent: true,
  });
}

export function useAnswerDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerDelegation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['delegations'] }),
  });
}

/** POST /Core/v1/delegations/revoke: the delegate loses access on its next request. */
export function revokeDelegation(input: {
  delegateId: number;
  customerId: number;
}): Promise<AnswerOf<typeof revokeDelegationEndpoint>> {
  return call(revokeDelegationEndpoint, {
    body: { revokeDelegationRequest: input },
    silent: true,
  });
}

export function useRevokeDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeDelegation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['delegations'] }),
  });
}

/** The Italian text of a failed delegation call: the server's message for 4xx, else retry later. */
export function delegationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return OWNERSHIP_MESSAGES.delegationNotFound;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return RETRY_LATER_MESSAGE;
}

/** The delegate's form, checked as the person types (domain rules, the spec's messages). */
export const askDelegationSchema = z.object({
  customerCode: z
    .string()
    .trim()
    .min(1, { message: 'Inserire il codice cliente', abort: true })
    .refine(isValidClientCode, MESSAGES.clientCodeInvalid),
  taxId: z
    .string()
    .trim()
    .min(1, { message: 'Inserire il codice fiscale o la partita IVA', abort: true })
    .refine((v) => ownerTaxIdField(v) !== null, MESSAGES.ownerTaxCodeInvalid),
  scope: z.enum(DELEGATION_SCOPES),
});
export type AskDelegationValues = z.input<typeof askDelegationSchema>;
