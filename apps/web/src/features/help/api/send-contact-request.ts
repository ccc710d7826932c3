import { sendContactRequest as sendContactRequestEndpoint, type BodyOf } from '@sportello/contract/endpoints';
import { CONTACT_SUBJECTS as SUBJECTS, type ContactSubject } from '@sportello/domain';
import { useMutation } from '@tanstack/react-query';
import { call, type AnswerOf } from '../../../lib/api-client';

/** The subjects of the contact form (the domain's list, spec section 5), as sent and as shown. */
export const CONTACT_SUBJECTS = SUBJECTS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export interface ContactInput {
  customerKey?: string | null;
  contractKey?: string | null;
  subject: string;
  description: string;
  mobilephone: string;
  company: string;
}

/** The contact request payload (spec section 3), as the contract takes it. */
export type ContactRequest = BodyOf<typeof sendContactRequestEndpoint>['contactRequest'];

/** Builds the payload; an empty customer or contract key is left out (spec section 5). */
export function buildContactRequest(input: ContactInput): ContactRequest {
  const customerKey = input.customerKey?.trim();
  const contractKey = input.contractKey?.trim();
  return {
    ...(customerKey ? { customer: { key: customerKey } } : {}),
    ...(contractKey ? { contract: { key: contractKey } } : {}),
    // The form sends only with a subject of the list chosen (the server refuses any other).
    subject: input.subject as ContactSubject,
    description: input.description.trim(),
    mobilephone: input.mobilephone.trim(),
    company: input.company,
  };
}

/** The server's answer: the request's id and ticket, and a message for the person. */
export type ContactResponse = AnswerOf<typeof sendContactRequestEndpoint>;

export function sendContactRequest(input: ContactInput): Promise<ContactResponse> {
  // The form shows its own error: the shell's popups stay quiet for this call.
  return call(sendContactRequestEndpoint, {
    body: { contactRequest: buildContactRequest(input) },
    silent: true,
  });
}

export function useSendContactRequest(options: { onSuccess?: (response: ContactResponse) => void } = {}) {
  return useMutation({
    mutationFn: sendContactRequest,
    onSuccess: (response) => options.onSuccess?.(response),
  });
}
