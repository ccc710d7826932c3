import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Customer } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { useCustomer, useRegistryChange } from '../api/get-account';
import { errorMessage, useSavePrivacy } from '../api/update-account';
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
  const [company, setCompany] = useState(customer.privacyCompany);
  const [others, setOthers] = useState(customer.privacyOthers);
  const ids = { company: useId(), companyText: useId(), others: useId(), othersText: useId() };
  const unchanged = company === customer.privacyCompany && others === customer.privacyOthers;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ customerKey: customer.key, privacyCompany: company, privacyOthers: others });
      onSaved();
    } catch {
      // The message shows below.
    }
  }

  return (
    <form className="form profile-form" noValidate onSubmit={submit} aria-label="Consensi privacy">
      <div className="consent">
        <label className="consent__choice" htmlFor={ids.company}>
          <input
            id={ids.company}
            type="checkbox"
            checked={company}
            disabled={blocked}
            onChange={(e) => setCompany(e.target.checked)}
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
        <label className="consent__choice" htmlFor={ids.others}>
          <input
            id={ids.others}
            type="checkbox"
            checked={others}
            disabled={blocked}
            onChange={(e) => setOthers(e.target.checked)}
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
      {save.isError && (
        <p role="alert" className="alert alert--error">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={blocked || save.isPending || unchanged}
        >
          {save.isPending ? 'Salvataggio…' : 'Salva i consensi'}
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
  if (customer.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento dei consensi…
      </p>
    );
  }
  if (customer.isError) {
    return (
      <p role="alert" className="alert alert--error">
        Non è stato possibile caricare i consensi. {errorMessage(customer.error)}
      </p>
    );
  }
  return (
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
        key={`${customer.data.privacyCompany}-${customer.data.privacyOthers}`}
        customer={customer.data}
        blocked={registry.inProgress}
        onSaved={() => setSaved(true)}
      />
    </>
  );
}
