import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MESSAGES } from '@sportello/domain';
import {
  AddressFields,
  type AddressFieldName,
  type AddressFieldsValue,
} from '../../../components/ui/address-fields';
import { Alert } from '../../../components/ui/alert';
import { useZodForm } from '../../../components/ui/form';
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
import { delegateStep } from './delegate-steps';
import { StepLayout } from './step-layout';
import { useDebounced } from './use-debounced';

/** The kit's address field names and the schema's (the request's) ones. */
const SCHEMA_FIELD: Partial<Record<AddressFieldName, keyof AddressValues>> = {
  town: 'city',
  street: 'streetName',
  civicNumber: 'civicNumber',
  postalCode: 'postalCode',
  province: 'province',
};

/**
 * /registrazione/delegate/address: the delegate's address with the address service's
 * suggestions (towns, then the town's streets), checked with checkAddress (valid at score ≥ 50).
 */
export function DelegateAddressStep() {
  const { draft, updateDelegate } = useRegistrationDraft();
  const redirect = delegateRedirect('address', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <DelegateAddressForm
      defaults={draft.delegate.address}
      onChange={(address) => updateDelegate({ address })}
    />
  );
}

function DelegateAddressForm({
  defaults,
  onChange,
}: {
  defaults: AddressDraft;
  onChange: (a: AddressDraft) => void;
}) {
  const navigate = useNavigate();
  const check = useCheckAddress();
  // What the address service gave (street parts, ISTAT code) besides the typed fields.
  const [address, setAddress] = useState<AddressDraft>(defaults);
  const [notFound, setNotFound] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(addressSchema, {
    defaultValues: {
      city: defaults.city,
      province: defaults.province,
      streetName: [defaults.streetGeneric, defaults.streetName].filter(Boolean).join(' '),
      civicNumber: defaults.civicNumber,
      postalCode: defaults.postalCode,
    },
  });
  const { errors, submitCount } = form.formState;
  const streetText = form.watch('streetName');

  const townText = useDebounced(address.city, 250);
  const towns = useTowns(address.istatCode ? '' : townText);
  const streetQuery = useDebounced(streetText, 250);
  const streets = useStreets(streetQuery, address.istatCode);

  // The boxes are the kit's controlled AddressFields, not registered inputs: after a refused
  // "Continua" the first field said invalid takes the focus here.
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  /** A field typed or filled in: checked from then on (as the spec's screens do), draft updated. */
  const set = (name: keyof AddressValues, value: string, validate = true) =>
    form.setValue(name, value, { shouldValidate: validate, shouldTouch: true, shouldDirty: true });

  const update = (patch: Partial<AddressDraft>) => {
    const next = { ...address, ...patch, checked: false };
    setAddress(next);
    onChange(next);
    setNotFound(false);
  };

  const typed = (patch: Partial<AddressFieldsValue>, field: AddressFieldName) => {
    const value = patch[field] ?? '';
    const name = SCHEMA_FIELD[field];
    if (!name) return;
    set(name, value);
    if (field === 'town') update({ city: value, istatCode: '' });
    else if (field === 'street') update({ streetGeneric: '', streetName: value });
    else update({ [name]: value });
  };

  const pickTown = (town: Town) => {
    const postalCode = town.postalCodes.length === 1 ? town.postalCodes[0]! : '';
    set('city', town.name);
    set('province', town.province);
    set('postalCode', postalCode, !!postalCode || form.getFieldState('postalCode').isTouched);
    update({ city: town.name, province: town.province, istatCode: town.tKey, postalCode });
  };

  const pickStreet = (street: Street) => {
    const postalCode = street.postalCode || form.getValues('postalCode');
    set('streetName', street.fullName);
    if (street.postalCode) set('postalCode', postalCode);
    update({ streetGeneric: street.streetGeneric, streetName: street.streetName, postalCode });
  };

  const submit = form.handleSubmit(async (values) => {
    // A street typed without picking a suggestion is sent whole as the street name.
    const typedOnly =
      values.streetName !== [address.streetGeneric, address.streetName].filter(Boolean).join(' ');
    const result = await check
      .mutateAsync({
        ...(typedOnly || !address.streetGeneric ? {} : { streetGeneric: address.streetGeneric }),
        streetName: typedOnly ? values.streetName.trim() : address.streetName,
        civicNumber: values.civicNumber.trim(),
        city: values.city.trim(),
        province: values.province.trim().toUpperCase(),
        postalCode: values.postalCode.trim(),
      })
      .catch(() => null);
    if (!result) return;
    if (!result.accepted) {
      setNotFound(true);
      return;
    }
    const next: AddressDraft = {
      streetGeneric: result.streetGeneric ?? (typedOnly ? '' : address.streetGeneric),
      streetName: result.streetName ?? values.streetName.trim(),
      civicNumber: result.civicNumber ?? values.civicNumber.trim(),
      city: result.city ?? values.city.trim(),
      province: result.province ?? values.province.trim().toUpperCase(),
      postalCode: result.postalCode ?? values.postalCode.trim(),
      istatCode: result.istatCode ?? address.istatCode,
      checked: true,
    };
    onChange(next);
    navigate(delegateStepPath('username'));
  });

  const values = form.watch();
  return (
    <StepLayout
      title="Il tuo indirizzo"
      flowLabel="Registrazione delegato"
      step={delegateStep('address')}
      intro={<p>Scrivi le prime lettere del comune e della via e scegli tra i suggerimenti.</p>}
      back={delegateStepPath('contacts')}
    >
      <form ref={formRef} className="form registration-form" noValidate onSubmit={submit}>
        <AddressFields<Town, Street>
          value={{
            town: values.city,
            street: values.streetName,
            civicNumber: values.civicNumber,
            postalCode: values.postalCode,
            province: values.province,
          }}
          onChange={typed}
          errors={{
            town: errors.city?.message,
            street: errors.streetName?.message,
            civicNumber: errors.civicNumber?.message,
            postalCode: errors.postalCode?.message,
            province: errors.province?.message,
          }}
          extras={['province']}
          towns={{
            options: towns.data ?? [],
            optionKey: (t) => t.tKey,
            optionLabel: (t) => `${t.name} (${t.province})`,
            onSelect: pickTown,
            loading: towns.isFetching,
            failed: towns.isError,
            searching: !address.istatCode && values.city.trim().length >= SUGGEST_MIN_CHARS,
            visibleStatus: true,
          }}
          streets={{
            label: 'Indirizzo',
            options: address.istatCode ? (streets.data ?? []) : [],
            optionKey: (s) => `${s.fullName}-${s.postalCode}`,
            optionLabel: (s) => (s.postalCode ? `${s.fullName}, ${s.postalCode}` : s.fullName),
            onSelect: pickStreet,
            loading: streets.isFetching,
            failed: streets.isError,
            searching: !!address.istatCode && values.streetName.trim().length >= SUGGEST_MIN_CHARS,
            visibleStatus: true,
            hint: address.istatCode
              ? undefined
              : 'Scegli prima il comune per avere i suggerimenti delle vie.',
          }}
        />
        {(notFound || check.isError) && (
          <Alert tone="error" data-testid="registration-error">
            {notFound
              ? `${MESSAGES.addressInvalid}. ${REGISTRATION_MESSAGES.addressNotFound}`
              : 'Verifica dell’indirizzo non disponibile, riprovare più tardi'}
          </Alert>
        )}
        <button type="submit" className="button button--primary button--block" disabled={check.isPending}>
          {check.isPending ? 'Verifica dell’indirizzo…' : 'Continua'}
        </button>
      </form>
    </StepLayout>
  );
}
