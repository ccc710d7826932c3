import {
  checkProposalRules,
  getProposal as getProposalEndpoint,
  updateProposal,
  type BodyOf,
} from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type AnswerOf } from '../../../lib/api-client';

/** The answers of the proposal calls, as the contract defines them. */
export type Proposal = AnswerOf<typeof getProposalEndpoint>;
export type ProposalRules = AnswerOf<typeof checkProposalRules>;
export type ProposalAction = BodyOf<typeof updateProposal>['updateProposalRequest']['actionSelected'];

/** GET /Erp/v1/proposals/{id}: outside its window the server answers 404 "Proposta non trovata". */
export function getProposal(id: number): Promise<Proposal> {
  return call(getProposalEndpoint, { params: { id }, quiet: [404] });
}

export function getProposalRules(id: number): Promise<ProposalRules> {
  return call(checkProposalRules, { params: { id }, quiet: [404] });
}

/** PUT /Erp/v1/proposals: the customer's choice, once (a second answer is a 409). */
export function answerProposal(input: { id: number; actionSelected: ProposalAction }): Promise<Proposal> {
  return call(updateProposal, { body: { updateProposalRequest: input } });
}

export function useProposal(id: number) {
  return useQuery({ queryKey: ['proposal', id], queryFn: () => getProposal(id), retry: false });
}

export function useProposalRules(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['proposal', id, 'rules'],
    queryFn: () => getProposalRules(id),
    enabled,
    retry: false,
  });
}

export function useAnswerProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerProposal,
    onSuccess: (updated) => {
      client.setQueryData(['proposal', updated.id], updated);
      void client.invalidateQueries({ queryKey: ['proposal', updated.id, 'rules'] });
    },
    onError: (_error, input) => {
      // Answered meanwhile (409): show what the server holds now.
      void client.invalidateQueries({ queryKey: ['proposal', input.id] });
    },
  });
}
