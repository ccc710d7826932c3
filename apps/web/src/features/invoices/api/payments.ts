import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentSchema } from '@sportello/contract';
import { userOutcomeFor, type PaymentBody, type PaymentReturn } from '@sportello/domain';
import { api } from '../../../lib/api-client';

export type Payment = z.infer<typeof paymentSchema>;

/** POST /Erp/v1/payments: the server answers with the provider's page (redirectUrl). */
export function createPayment(body: PaymentBody): Promise<Payment> {
  return api<Payment>('POST', '/Erp/v1/payments', { body: { createPaymentRequest: body } });
}

/** The browser leaves for the provider's page. */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/** Creates the payment and sends the browser to the provider's page. */
export function useStartPayment() {
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (payment) => goToPaymentPage(payment.redirectUrl),
  });
}

/** PUT /Erp/v1/payments: records the outcome the customer saw on return. */
export function recordPaymentOutcome(id: number, returnedTo: PaymentReturn): Promise<Payment> {
  return api<Payment>('PUT', '/Erp/v1/payments', {
    body: {
      updatePaymentRequest: {
        id,
        userOutcome: userOutcomeFor(returnedTo),
        userOutcomeDate: new Date().toISOString(),
      },
    },
  });
}

/** Records the outcome once; afterwards the invoices are read again (a paid one shows as paid). */
export function useRecordPaymentOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, returnedTo }: { id: number; returnedTo: PaymentReturn }) =>
      recordPaymentOutcome(id, returnedTo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}
