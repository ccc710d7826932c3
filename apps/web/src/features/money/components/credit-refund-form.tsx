import { z } from 'zod';
import type { CustomerBalanceView, CustomerRequest } from '@sportello/contract';
import { CREDIT_REFUND_MESSAGES, formatEuro, validateCreditRefund } from '@sportello/domain';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { useRequestCreditRefund } from '../api/credit-refund';

/**
 * The refund form's schema: the domain's rule (validateCreditRefund), the same the contract's
 * creditRefundRequest applies on the server, on the form's own fields.
 */
const refundFormSchema = z
  .object({
    mode: z.enum(['bonifico', 'compensazione'], { error: CREDIT_REFUND_MESSAGES.modeInvalid }),
    iban: z.string(),
    accountHolder: z.string(),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(validateCreditRefund(value)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** The refund request: by transfer to an IBAN (with its holder) or kept for the next bills. */
export function RefundForm({
  customerKey,
  balance,
  onFiled,
}: {
  customerKey: string;
  balance: CustomerBalanceView;
  onFiled: (r: CustomerRequest) => void;
}) {
  const send = useRequestCreditRefund();
  const form = useZodForm(refundFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { mode: 'bonifico', iban: '', accountHolder: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const transfer = form.watch('mode') === 'bonifico';
  const onSubmit = form.submit(
    async (values) => {
      const input =
        values.mode === 'bonifico'
          ? { customerKey, mode: values.mode, iban: values.iban, accountHolder: values.accountHolder }
          : { customerKey, mode: values.mode };
      onFiled(await send.mutateAsync(input));
    },
    {
      fields: {
        'creditRefundRequest.iban': 'iban',
        'creditRefundRequest.accountHolder': 'accountHolder',
        'creditRefundRequest.mode': 'mode',
      },
      fallback: 'Non è stato possibile inviare la richiesta. Riprova.',
    },
  );

  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Richiesta di rimborso del credito"
    >
      <fieldset>
        <legend>Come vuoi ricevere {formatEuro(balance.refundable)}?</legend>
        <label className="money-choice">
          <input type="radio" value="bonifico" {...form.register('mode')} /> Con bonifico sul mio conto
        </label>
        <label className="money-choice">
          <input type="radio" value="compensazione" {...form.register('mode')} /> Tenuto per le prossime
          bollette
        </label>
      </fieldset>
      {transfer && (
        <>
          <Field
            label="IBAN"
            required
            error={errors.iban?.message}
            hint="Un conto dell’area SEPA; per l’Italia 27 caratteri."
          >
            <input autoComplete="off" spellCheck={false} {...form.register('iban')} />
          </Field>
          <Field label="Intestatario del conto" required error={errors.accountHolder?.message}>
            <input autoComplete="name" {...form.register('accountHolder')} />
          </Field>
        </>
      )}
      <FormError message={form.submitError} testId="refund-refused" />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Invio in corso…' : 'Chiedi il rimborso'}
      </button>
    </form>
  );
}

export default RefundForm;
