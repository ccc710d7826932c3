import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Customer } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { useCustomer, useRegistryChange } from '../api/get-account';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { useSavePrivacy } from '../api/update-account';
import { explained } from '../../../components/ui/form';
import { loadError } from '../../../components/ui/query-state';
import { privacyConsentsSchema } from './profile-schemas';
import './profile.css';

function ConsentForm({
  customer,
  blocked,
  onSaved,
}: {
  customer: Customer;
  blocked: boolean;
  onSaved: () => void;
}) {
  const brand = useBrand();
  const save = useSavePrivacy();
  const form = useZodForm(privacyConsentsSchema, {
    defaultValues: { privacyCompany: customer.privacyCompany, privacyOthers: customer.privacyOthers },
  });
  const { isDirty, isSubmitting } = form.formState;
  const ids = { companyText: useId(), othersText: useId() };

  const onSubmit = form.submit(
    async (values) => {
      await explained(save.mutateAsync({ customerKey: customer.key, ...values }));
      onSaved();
    },
    { fallback: RETRY_LATER_MESSAGE },
  );

  return (
    <form className="form profile-form" noValidate onSubmit={onSubmit} aria-label="Consensi privacy">
      <div className="consent">
        <label className="consent__choice">
          <input
            type="checkbox"
            {...form.register('privacyCompany')}
            disabled={blocked}
            aria-describedby={ids.companyText}
          />
          Consenso per le comunicazioni di {brand.name}
        </label>
        <p id={ids.companyText} className="consent__text">
          Acconsento a ricevere da {brand.name} informazioni commerciali, offerte e iniziative promozionali
          sui suoi prodotti e servizi per e-mail, SMS, telefono e notifiche dell’app, e a partecipare a
          ricerche sulla qualità del servizio.
        </p>
      </div>
      <div className="consent">
        <label className="consent__choice">
          <input
            type="checkbox"
            {...form.register('privacyOthers')}
            disabled={blocked}
            aria-describedby={ids.othersText}
          />
          Consenso per le comunicazioni di partner terzi
        </label>
        <p id={ids.othersText} className="consent__text">
          Acconsento alla comunicazione dei miei dati di contatto a società partner di {brand.name}, che
          potranno inviarmi le proprie offerte commerciali. Il consenso è facoltativo e revocabile in ogni
          momento.
        </p>
      </div>
      <p className="muted">
        Il trattamento dei dati necessario alla fornitura non dipende da questi consensi.
      </p>
      <FormError message={form.submitError} />
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={blocked || isSubmitting || !isDirty}
        >
          {isSubmitting ? 'Salvataggio…' : 'Salva i consensi'}
        </button>
        <Link className="button" to="/profile">
          Torna al profilo
        </Link>
      </div>
    </form>
  );
}

/** /profile/manage-privacy: the company and third-party consents of the current customer. */
export function PrivacySettings() {
  const { customerId } = useSession();
  const customer = useCustomer(customerId);
  const registry = useRegistryChange(customer.data?.key);
  const [saved, setSaved] = useState(false);
  return (
    <QueryState
      query={customer}
      loading="Caricamento dei consensi…"
      error={loadError('Non è stato possibile caricare i consensi.')}
    >
      {(data) => (
        <>
          {saved && (
            <p role="status" className="alert alert--ok" data-testid="privacy-saved">
              Consensi salvati. Le tue preferenze sono già attive.
            </p>
          )}
          {registry.inProgress && (
            <p className="profile-notice" role="status" data-testid="registry-in-progress">
              {MESSAGES.registryChangeInProgress}
            </p>
          )}
          <ConsentForm
            key={`${data.privacyCompany}-${data.privacyOthers}`}
            customer={data}
            blocked={registry.inProgress}
            onSaved={() => setSaved(true)}
          />
        </>
      )}
    </QueryState>
  );
}
