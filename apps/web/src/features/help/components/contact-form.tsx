import './help.css';
import { useEffect, useId } from 'react';
import { MESSAGES, TEXT_LIMITS } from '@sportello/domain';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { useBrand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { useCurrentCustomer } from '../api/get-current-customer';
import { CONTACT_SUBJECTS, useSendContactRequest, type ContactResponse } from '../api/send-contact-request';
import { contactFormSchema } from './contact-form-schema';

export interface ContactFormModalProps {
  open: boolean;
  onClose: () => void;
  /** After the server accepted the request (with its ticket, if any). */
  onSent: (response: ContactResponse) => void;
}

/**
 * The contact form ("Scrivici", spec sections 2 and 5). Checked only after the first submit
 * attempt, then as the person corrects; sent only when every check passes.
 */
export function ContactFormModal({ open, onClose, onSent }: ContactFormModalProps) {
  const brand = useBrand();
  const { session, company } = useSession();
  const contracts = session?.user?.contracts.contract ?? [];
  const customer = useCurrentCustomer(session?.currentCustomerId ?? null);
  const formId = useId();

  // Checked only after the first submit attempt, then as the person corrects (spec section 5).
  const form = useZodForm(contactFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      contractKey: contracts.length === 1 ? contracts[0]!.key : '',
      mobilephone: '',
      subject: '',
      description: '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting, dirtyFields },
    setValue,
    reset,
  } = form;

  // The customer's mobile number, when known, fills the phone field unless the person typed one.
  const knownMobile = customer.data?.account.phoneMobile ?? '';
  useEffect(() => {
    if (knownMobile && !dirtyFields.mobilephone) setValue('mobilephone', knownMobile);
  }, [knownMobile, dirtyFields.mobilephone, setValue]);

  const send = useSendContactRequest();

  const onSubmit = form.submit(
    async (values) => {
      const response = await send.mutateAsync({
        customerKey: customer.data?.key ?? null,
        contractKey: values.contractKey,
        subject: values.subject,
        description: values.description,
        mobilephone: values.mobilephone,
        company,
      });
      reset();
      onSent(response ?? {});
    },
    {
      // The request names the customer code as the contract's key.
      fields: { 'contactRequest.contract.key': 'contractKey', 'contactRequest.contract': 'contractKey' },
      fallback: MESSAGES.genericRetryLater,
    },
  );

  const submitLabel = isSubmitting ? 'Invio in corso…' : 'Invia richiesta';

  return (
    <Modal
      open={open}
      title="Scrivici"
      onClose={onClose}
      className="contact-modal"
      footer={
        <button
          type="submit"
          form={formId}
          className="button button--primary button--block contact-form__submit contact-form__submit--footer"
          disabled={isSubmitting}
        >
          {submitLabel}
        </button>
      }
    >
      <form
        id={formId}
        className="form contact-form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Modulo di contatto"
      >
        <p className="muted contact-form__intro">Compila il modulo: ti risponderemo al più presto.</p>
        <Field label="Codice cliente" error={errors.contractKey?.message}>
          <select {...register('contractKey')}>
            <option value="">Seleziona il codice</option>
            {contracts.map((contract) => (
              <option key={contract.id} value={contract.key}>
                {contract.key}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Telefono cellulare" error={errors.mobilephone?.message}>
          <input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} {...register('mobilephone')} />
        </Field>
        <Field label="Oggetto" error={errors.subject?.message}>
          <select {...register('subject')}>
            <option value="">Seleziona l'oggetto</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Messaggio" error={errors.description?.message}>
          <textarea rows={5} maxLength={TEXT_LIMITS.contactDescription} {...register('description')} />
        </Field>
        <p className="contact-form__privacy">
          I dati inseriti saranno trattati da {brand.legal.name} solo per rispondere alla tua richiesta. Leggi
          l&apos;
          <a href={brand.legal.privacyUrl} target="_blank" rel="noopener noreferrer">
            informativa sulla privacy
            <span className="visually-hidden"> (si apre in una nuova finestra)</span>
          </a>
          .
        </p>
        <FormError message={form.submitError} />
        <button
          type="submit"
          className="button button--primary contact-form__submit contact-form__submit--inline"
          disabled={isSubmitting}
        >
          {submitLabel}
        </button>
      </form>
    </Modal>
  );
}

export default ContactFormModal;
