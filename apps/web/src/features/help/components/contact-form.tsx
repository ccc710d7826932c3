import './help.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { TEXT_LIMITS } from '@sportello/domain';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { contactFormSchema, type ContactFormValues } from '../api/contact-schema';
import { useCurrentCustomer } from '../api/get-current-customer';
import { CONTACT_SUBJECTS, useSendContactRequest, type ContactResponse } from '../api/send-contact-request';

export interface ContactFormModalProps {
  open: boolean;
  onClose: () => void;
  /** After the server accepted the request (with its ticket, if any). */
  onSent: (response: ContactResponse) => void;
}

function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="field__error">
      {error.message}
    </p>
  );
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
  const ids = {
    contractKey: useId(),
    mobilephone: useId(),
    subject: useId(),
    description: useId(),
  };
  const errorId = (name: keyof typeof ids) => `${ids[name]}-errore`;

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
    setValue,
    reset,
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      contractKey: contracts.length === 1 ? contracts[0]!.key : '',
      mobilephone: '',
      subject: '',
      description: '',
    },
  });

  // The customer's mobile number, when known, fills the phone field unless the person typed one.
  const knownMobile = customer.data?.account.phoneMobile ?? '';
  useEffect(() => {
    if (knownMobile && !dirtyFields.mobilephone) setValue('mobilephone', knownMobile);
  }, [knownMobile, dirtyFields.mobilephone, setValue]);

  const send = useSendContactRequest({
    onSuccess: (response) => {
      reset();
      onSent(response ?? {});
    },
  });

  const onSubmit = handleSubmit((values) =>
    send
      .mutateAsync({
        customerKey: customer.data?.key ?? null,
        contractKey: values.contractKey,
        subject: values.subject,
        description: values.description,
        mobilephone: values.mobilephone,
        company,
      })
      .catch(() => undefined),
  );

  const a11y = (name: keyof typeof ids) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

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
        <div className="field">
          <label htmlFor={ids.contractKey}>Codice cliente</label>
          <select {...register('contractKey')} {...a11y('contractKey')}>
            <option value="">Seleziona il codice</option>
            {contracts.map((contract) => (
              <option key={contract.id} value={contract.key}>
                {contract.key}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId('contractKey')} error={errors.contractKey} />
        </div>
        <div className="field">
          <label htmlFor={ids.mobilephone}>Telefono cellulare</label>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            {...register('mobilephone')}
            {...a11y('mobilephone')}
          />
          <FieldMessage id={errorId('mobilephone')} error={errors.mobilephone} />
        </div>
        <div className="field">
          <label htmlFor={ids.subject}>Oggetto</label>
          <select {...register('subject')} {...a11y('subject')}>
            <option value="">Seleziona l'oggetto</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId('subject')} error={errors.subject} />
        </div>
        <div className="field">
          <label htmlFor={ids.description}>Messaggio</label>
          <textarea
            rows={5}
            maxLength={TEXT_LIMITS.contactDescription}
            {...register('description')}
            {...a11y('description')}
          />
          <FieldMessage id={errorId('description')} error={errors.description} />
        </div>
        <p className="contact-form__privacy">
          I dati inseriti saranno trattati da {brand.legal.name} solo per rispondere alla tua richiesta. Leggi
          l&apos;
          <a href={brand.legal.privacyUrl} target="_blank" rel="noopener noreferrer">
            informativa sulla privacy
            <span className="visually-hidden"> (si apre in una nuova finestra)</span>
          </a>
          .
        </p>
        {send.isError && (
          <p className="alert alert--error" role="alert">
            {send.error instanceof ApiError
              ? send.error.message
              : 'Qualcosa non ha funzionato, riprovare più tardi'}
          </p>
        )}
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
