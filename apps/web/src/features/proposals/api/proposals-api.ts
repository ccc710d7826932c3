import {
  checkProposalRules,
  getProposal as getProposalEndpoint,
  updateProposal,
} from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface Proposal {
  id: number;
  customerId: number;
  supplyId: number | null;
  title: string;
  description: string;
  offerCode: string | null;
  startDate: string | null;
  endDate: string | null;
  actionSelected: string | null;
  actionDate: string | null;
}

export interface ProposalRules {
  proposalId: number;
  canAccept: boolean;
  rules: { code: string; passed: boolean; message: string }[];
}

export type ProposalAction = 'Accettata' | 'Rifiutata';

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
