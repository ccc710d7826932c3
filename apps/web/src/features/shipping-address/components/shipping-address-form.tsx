import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Contract } from '@sportello/contract';
import {
  formatDate,
  formatShippingAddress,
  isAddressScoreValid,
  latestRequestOfType,
  MESSAGES,
} from '@sportello/domain';
import {
  checkAddress,
  useStreetSuggestions,
  useTownSuggestions,
  type Street,
  type Town,
} from '../api/address-service';
import {
  SHIPPING_REQUEST_TYPE,
  useContracts,
  usePostShippingAddress,
  useShippingRequests,
} from '../api/shipping-address';
import {
  AddressFields,
  type AddressFieldName,
  type AddressFieldsValue,
} from '../../../components/ui/address-fields';
import { nounMessages, useDebounced } from '../../../components/ui/combobox';
import { ContractPicker, usePicked } from '../../../components/ui/contract-picker';
import { FormError, SUBMIT_ERROR, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import {
  EMPTY_ADDRESS,
  SHIPPING_FIELD_NAMES,
  shippingAddressFormSchema,
  splitStreet,
  type ShippingAddressFormValues,
} from './shipping-address-schema';
import './shipping-address.css';

function InProgress({ contractKey }: { contractKey: string }) {
  const requests = useShippingRequests(contractKey);
  const latest = latestRequestOfType(requests.data ?? [], SHIPPING_REQUEST_TYPE);
  if (!latest || latest.Status === 'Chiuso') return null;
  const address = (latest.details as { shippingAddress?: Parameters<typeof formatShippingAddress>[0] })
    .shippingAddress;
  return (
    <div className="notice notice--info" role="status" data-testid="shipping-in-progress">
      <strong>Cambio dell’indirizzo di spedizione in lavorazione</strong>
      <p>
        Richiesta {latest.ticketKey} del {formatDate(latest.CreatedDate)}
        {address ? `: ${formatShippingAddress(address)}` : ''}. Le prossime bollette arriveranno al nuovo
        indirizzo.
      </p>
    </div>
  );
}

function AddressForm({ contract }: { contract: Contract }) {
  const post = usePostShippingAddress();
  const formRef = useRef<HTMLFormElement>(null);
  const [street, setStreet] = useState<Street | null>(null);
  const [sent, setSent] = useState(false);
  // Checked at the first submit, then as the person corrects.
  const form = useZodForm(shippingAddressFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_ADDRESS,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const values = form.watch();
  const town = values.town ?? null;

  const towns = useTownSuggestions(useDebounced(values.townText));
  const streets = useStreetSuggestions(useDebounced(values.street), town?.tKey);

  const set = (patch: Partial<ShippingAddressFormValues>) => {
    for (const [name, value] of Object.entries(patch) as [keyof ShippingAddressFormValues, never][])
      form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const chooseTown = (t: Town) => {
    set({
      town: t,
      townText: `${t.name} (${t.province})`,
      street: '',
      postalCode: t.postalCodes.length === 1 ? t.postalCodes[0]! : '',
    });
    setStreet(null);
  };

  const onChange = (patch: Partial<AddressFieldsValue>, field: AddressFieldName) => {
    if (field === 'town') {
      // A town typed again is no longer the one chosen, nor is its street.
      set({ townText: patch.town ?? '', ...(town ? { town: null } : {}) });
      if (town) setStreet(null);
    } else if (field === 'street') {
      set({ street: patch.street ?? '' });
      setStreet(null);
    } else {
      set({ [field]: patch[field] ?? '' });
    }
  };

  const send = form.submit(
    async (v) => {
      const chosen = v.town!;
      const parts = street ?? splitStreet(v.street);
      const check = await checkAddress({
        streetGeneric: parts.streetGeneric,
        streetName: parts.streetName,
        civicNumber: v.civicNumber,
        city: chosen.name,
        province: chosen.province,
        postalCode: v.postalCode,
      });
      if (!isAddressScoreValid(check.Score)) {
        form.setError(SUBMIT_ERROR, { type: 'server', message: MESSAGES.addressNotValid });
        return;
      }
      await post.mutateAsync({
        contractKey: contract.key,
        address: {
          streetGeneric: parts.streetGeneric,
          streetName: parts.streetName,
          civicNumber: v.civicNumber,
          ...(v.civicNumberExt ? { civicNumberExt: v.civicNumberExt } : {}),
          city: chosen.name,
          province: chosen.province,
          postalCode: v.postalCode,
          ...(chosen.istatCode ? { istatCode: chosen.istatCode } : {}),
          ...(v.floor ? { floor: v.floor } : {}),
          ...(v.building ? { building: v.building } : {}),
          ...(v.flat ? { flatNumber: v.flat } : {}),
        },
      });
      setSent(true);
      setStreet(null);
      form.reset(EMPTY_ADDRESS);
    },
    { fields: SHIPPING_FIELD_NAMES, fallback: MESSAGES.genericError },
  );

  // The address parts are not registered inputs: after each submit the first one refused takes
  // the focus here, once its aria-invalid is on the page.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  return (
    <form
      ref={formRef}
      className="form address-form"
      noValidate
      onSubmit={send}
      aria-label="Nuovo indirizzo di spedizione"
    >
      {sent && (
        <p className="notice" role="status" data-testid="shipping-sent">
          Richiesta inviata: il nuovo indirizzo è in lavorazione.
        </p>
      )}
      <AddressFields<Town, Street>
        value={{
          town: values.townText,
          street: values.street,
          civicNumber: values.civicNumber,
          civicNumberExt: values.civicNumberExt ?? '',
          postalCode: values.postalCode,
          floor: values.floor ?? '',
          building: values.building ?? '',
          flat: values.flat ?? '',
        }}
        onChange={onChange}
        errors={{
          town: errors.town?.message,
          street: errors.street?.message,
          civicNumber: errors.civicNumber?.message,
          civicNumberExt: errors.civicNumberExt?.message,
          postalCode: errors.postalCode?.message,
          floor: errors.floor?.message,
          building: errors.building?.message,
          flat: errors.flat?.message,
        }}
        towns={{
          hint: 'Scrivi almeno 2 lettere e scegli il comune dall’elenco (anche in tedesco o in francese, es. Bozen).',
          options: towns.data ?? [],
          optionKey: (t) => t.tKey,
          optionLabel: (t) => t.name,
          optionDetail: (t) => `(${t.province})`,
          onSelect: chooseTown,
          loading: towns.isFetching,
          failed: towns.isError,
          messages: nounMessages({ one: 'comune', many: 'comuni' }),
          testId: 'town-combobox',
        }}
        streets={{
          hint: town
            ? 'Scrivi almeno 2 lettere: ti suggeriamo le vie del comune.'
            : 'Scegli prima il comune.',
          options: streets.data ?? [],
          optionKey: (s) => s.fullName,
          optionLabel: (s) => s.fullName,
          optionDetail: (s) => s.postalCode,
          onSelect: (s) => {
            setStreet(s);
            set({ street: s.fullName, ...(s.postalCode ? { postalCode: s.postalCode } : {}) });
          },
          loading: streets.isFetching,
          failed: streets.isError,
          disabled: !town,
          messages: nounMessages({ one: 'indirizzo', many: 'indirizzi' }),
          testId: 'street-combobox',
        }}
        extras={['civicNumberExt', 'floor', 'building', 'flat']}
      />
      <FormError message={form.submitError} testId="shipping-error" />
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Invio in corso…' : 'Invia la richiesta'}
        </button>
        <Link className="button" to="/profile">
          Annulla
        </Link>
      </div>
    </form>
  );
}

/** /edit-shipping-address: where the bills of a contract are sent. */
export function ShippingAddressEditor({ customerKey }: { customerKey: string | undefined }) {
  const contracts = useContracts(customerKey);
  const list = contracts.data ?? [];
  const [contract, choose] = usePicked(list, (c) => c.key);
  return (
    <div className="address-page">
      <h1>Indirizzo di spedizione delle bollette</h1>
      {/* Without a customer there is nothing to ask yet. */}
      {customerKey && (
        <QueryState
          query={contracts}
          loading="Caricamento dei contratti…"
          error="Non è stato possibile caricare i contratti."
          isEmpty={(found) => found.length === 0}
          empty={MESSAGES.noActiveContract}
        >
          {() => (
            <>
              <ContractPicker
                label="Contratto"
                items={list}
                value={contract?.key}
                onChange={choose}
                itemKey={(c) => c.key}
                itemLabel={(c) => c.key}
              />
              {contract && (
                <>
                  <p data-testid="shipping-current">
                    Indirizzo attuale del contratto {contract.key}:{' '}
                    <strong>{formatShippingAddress(contract.shippingAddress) || 'non indicato'}</strong>
                  </p>
                  <InProgress contractKey={contract.key} />
                  <AddressForm key={contract.key} contract={contract} />
                </>
              )}
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
