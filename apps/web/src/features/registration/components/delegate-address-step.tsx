import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MESSAGES } from '@sportello/domain';
import { useRegistrationDraft, type AddressDraft } from '../api/draft';
import { addressSchema, REGISTRATION_MESSAGES, type AddressValues } from '../api/schemas';
import { delegateRedirect, delegateStepPath } from '../api/steps';
import {
  SUGGEST_MIN_CHARS,
  useCheckAddress,
  useStreets,
  useTowns,
  type Street,
  type Town,
} from '../api/stradario';
import { Combobox } from '../../../components/ui/combobox';
import { delegateStep } from './delegate-steps';
import { StepLayout } from './step-layout';
import { useDebounced } from './use-debounced';

type Field = keyof AddressValues;

function fieldErrors(values: AddressValues): Partial<Record<Field, string>> {
  const parsed = addressSchema.safeParse(values);
  const out: Partial<Record<Field, string>> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as Field;
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * /registrazione/delegate/address: the delegate's address with the address service's
 * suggestions (towns, then the town's streets), checked with checkAddress (valid at score ≥ 50).
 */
export function DelegateAddressStep() {
  const { draft, updateDelegate } = useRegistrationDraft();
  const redirect = delegateRedirect('address', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AddressFields defaults={draft.delegate.address} onChange={(address) => updateDelegate({ address })} />
  );
}

function AddressFields({
  defaults,
  onChange,
}: {
  defaults: AddressDraft;
  onChange: (a: AddressDraft) => void;
}) {
  const navigate = useNavigate();
  const check = useCheckAddress();
  const [address, setAddress] = useState<AddressDraft>(defaults);
  const [streetText, setStreetText] = useState(
    [defaults.streetGeneric, defaults.streetName].filter(Boolean).join(' '),
  );
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [notFound, setNotFound] = useState(false);

  const townText = useDebounced(address.city, 250);
  const towns = useTowns(address.istatCode ? '' : townText);
  const streetQuery = useDebounced(streetText, 250);
  const streets = useStreets(streetQuery, address.istatCode);

  const values: AddressValues = {
    city: address.city,
    province: address.province,
    streetName: streetText,
    civicNumber: address.civicNumber,
    postalCode: address.postalCode,
  };
  const errors = fieldErrors(values);
  const shownError = (field: Field) => (tried || touched[field] ? errors[field] : undefined);

  const update = (patch: Partial<AddressDraft>, field?: Field) => {
    const next = { ...address, ...patch, checked: false };
    setAddress(next);
    onChange(next);
    setNotFound(false);
    if (field) setTouched((t) => ({ ...t, [field]: true }));
  };

  const pickTown = (town: Town) =>
    update({
      city: town.name,
      province: town.province,
      istatCode: town.tKey,
      postalCode: town.postalCodes.length === 1 ? town.postalCodes[0]! : '',
    });

  const pickStreet = (street: Street) => {
    setStreetText(street.fullName);
    update({
      streetGeneric: street.streetGeneric,
      streetName: street.streetName,
      postalCode: street.postalCode || address.postalCode,
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    // A street typed without picking a suggestion is sent whole as the street name.
    const typedOnly = streetText !== [address.streetGeneric, address.streetName].filter(Boolean).join(' ');
    const result = await check
      .mutateAsync({
        ...(typedOnly || !address.streetGeneric ? {} : { streetGeneric: address.streetGeneric }),
        streetName: typedOnly ? streetText.trim() : address.streetName,
        civicNumber: address.civicNumber.trim(),
        city: address.city.trim(),
        province: address.province.trim().toUpperCase(),
        postalCode: address.postalCode.trim(),
      })
      .catch(() => null);
    if (!result) return;
    if (!result.accepted) {
      setNotFound(true);
      return;
    }
    const next: AddressDraft = {
      streetGeneric: result.streetGeneric ?? (typedOnly ? '' : address.streetGeneric),
      streetName: result.streetName ?? streetText.trim(),
      civicNumber: result.civicNumber ?? address.civicNumber.trim(),
      city: result.city ?? address.city.trim(),
      province: result.province ?? address.province.trim().toUpperCase(),
      postalCode: result.postalCode ?? address.postalCode.trim(),
      istatCode: result.istatCode ?? address.istatCode,
      checked: true,
    };
    onChange(next);
    navigate(delegateStepPath('username'));
  }

  return (
    <StepLayout
      title="Il tuo indirizzo"
      flowLabel="Registrazione delegato"
      step={delegateStep('address')}
      intro={<p>Scrivi le prime lettere del comune e della via e scegli tra i suggerimenti.</p>}
      back={delegateStepPath('contacts')}
    >
      <form className="form registration-form" noValidate onSubmit={submit}>
        <Combobox<Town>
          label="Comune"
          value={address.city}
          onValueChange={(city) => update({ city, istatCode: '' }, 'city')}
          onSelect={pickTown}
          options={towns.data ?? []}
          optionKey={(t) => t.tKey}
          optionLabel={(t) => `${t.name} (${t.province})`}
          loading={towns.isFetching}
          failed={towns.isError}
          searching={!address.istatCode && address.city.trim().length >= SUGGEST_MIN_CHARS}
          visibleStatus
          error={shownError('city')}
          autoComplete="address-level2"
        />
        <div className="registration-row">
          <Combobox<Street>
            label="Indirizzo"
            value={streetText}
            onValueChange={(text) => {
              setStreetText(text);
              update({ streetGeneric: '', streetName: text }, 'streetName');
            }}
            onSelect={pickStreet}
            options={address.istatCode ? (streets.data ?? []) : []}
            optionKey={(s) => `${s.fullName}-${s.postalCode}`}
            optionLabel={(s) => (s.postalCode ? `${s.fullName}, ${s.postalCode}` : s.fullName)}
            loading={streets.isFetching}
            failed={streets.isError}
            searching={!!address.istatCode && streetText.trim().length >= SUGGEST_MIN_CHARS}
            visibleStatus
            error={shownError('streetName')}
            hint={
              address.istatCode ? undefined : 'Scegli prima il comune per avere i suggerimenti delle vie.'
            }
            autoComplete="address-line1"
          />
          <SimpleField
            label="Numero civico"
            value={address.civicNumber}
            onChange={(civicNumber) => update({ civicNumber }, 'civicNumber')}
            error={shownError('civicNumber')}
            className="registration-row__small"
          />
        </div>
        <div className="registration-row registration-row--pair">
          <SimpleField
            label="CAP"
            value={address.postalCode}
            onChange={(postalCode) => update({ postalCode }, 'postalCode')}
            error={shownError('postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            className="registration-row__small"
          />
          <SimpleField
            label="Provincia"
            value={address.province}
            onChange={(province) => update({ province }, 'province')}
            error={shownError('province')}
            autoComplete="address-level1"
            className="registration-row__small"
          />
        </div>
        {(notFound || check.isError) && (
          <p role="alert" className="alert alert--error" data-testid="registration-error">
            {notFound
              ? `${MESSAGES.addressInvalid}. ${REGISTRATION_MESSAGES.addressNotFound}`
              : 'Verifica dell’indirizzo non disponibile, riprovare più tardi'}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={check.isPending}>
          {check.isPending ? 'Verifica dell’indirizzo…' : 'Continua'}
        </button>
      </form>
    </StepLayout>
  );
}

function SimpleField({
  label,
  value,
  onChange,
  error,
  className,
  inputMode,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}) {
  const id = `registrazione-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-errore` : undefined}
      />
      {error && (
        <p id={`${id}-errore`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
