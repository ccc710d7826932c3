import type { InputHTMLAttributes } from 'react';
import { Combobox, type ComboboxProps } from './combobox';
import { Field } from './field';
import './kit.css';

/** The address as typed: the town and street texts and the plain fields. */
export interface AddressFieldsValue {
  town: string;
  street: string;
  civicNumber: string;
  civicNumberExt?: string;
  postalCode: string;
  province?: string;
  floor?: string;
  building?: string;
  flat?: string;
}

export type AddressFieldName = keyof AddressFieldsValue;

/** The fields besides town, street, civic number and postal code that a form may show. */
export type AddressExtra = 'civicNumberExt' | 'province' | 'floor' | 'building' | 'flat';

/** A suggestion box's setup: its options and choice, the label and text being the form's. */
export type AddressSuggestions<T> = Omit<ComboboxProps<T>, 'label' | 'value' | 'onValueChange' | 'error'> & {
  label?: string;
};

export interface AddressFieldsProps<Town, Street> {
  value: AddressFieldsValue;
  onChange: (patch: Partial<AddressFieldsValue>, field: AddressFieldName) => void;
  errors?: Partial<Record<AddressFieldName, string | undefined>>;
  towns: AddressSuggestions<Town>;
  streets: AddressSuggestions<Street>;
  /** Optional fields to show, in the order of the form. */
  extras?: readonly AddressExtra[];
}

const LABELS: Record<Exclude<AddressFieldName, 'town' | 'street'>, string> = {
  civicNumber: 'Numero civico',
  civicNumberExt: 'Esponente (es. A, bis)',
  postalCode: 'CAP',
  province: 'Provincia',
  floor: 'Piano',
  building: 'Scala o edificio',
  flat: 'Interno',
};

const INPUT: Record<Exclude<AddressFieldName, 'town' | 'street'>, InputHTMLAttributes<HTMLInputElement>> = {
  civicNumber: { inputMode: 'numeric', maxLength: 5 },
  civicNumberExt: { maxLength: 10 },
  postalCode: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' },
  province: { maxLength: 2, autoComplete: 'address-level1' },
  floor: { maxLength: 10 },
  building: { maxLength: 20 },
  flat: { maxLength: 10 },
};

/**
 * An Italian address with the address service's suggestions: town then street (comboboxes),
 * civic number and postal code, and the extras a form asks for (exponent, province, floor,
 * building, flat). The form owns the values, their validation and what a chosen suggestion
 * fills in (its `onSelect`).
 */
export function AddressFields<Town, Street>({
  value,
  onChange,
  errors = {},
  towns,
  streets,
  extras = [],
}: AddressFieldsProps<Town, Street>) {
  const { label: townLabel = 'Comune', ...townBox } = towns;
  const { label: streetLabel = 'Indirizzo (via, piazza…)', ...streetBox } = streets;
  const plain = (name: Exclude<AddressFieldName, 'town' | 'street'>) => (
    <Field key={name} label={LABELS[name]} error={errors[name]}>
      <input
        type="text"
        autoComplete="off"
        {...INPUT[name]}
        value={value[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value }, name)}
      />
    </Field>
  );
  const firstRow = (['civicNumber', 'civicNumberExt', 'postalCode', 'province'] as const).filter(
    (name) => name === 'civicNumber' || name === 'postalCode' || extras.includes(name),
  );
  const secondRow = (['floor', 'building', 'flat'] as const).filter((name) => extras.includes(name));
  return (
    <div className="address-fields">
      <Combobox<Town>
        autoComplete="address-level2"
        {...townBox}
        label={townLabel}
        value={value.town}
        onValueChange={(town) => onChange({ town }, 'town')}
        error={errors.town}
      />
      <Combobox<Street>
        autoComplete="address-line1"
        {...streetBox}
        label={streetLabel}
        value={value.street}
        onValueChange={(street) => onChange({ street }, 'street')}
        error={errors.street}
      />
      <div className="address-fields__row">{firstRow.map(plain)}</div>
      {secondRow.length > 0 && <div className="address-fields__row">{secondRow.map(plain)}</div>}
    </div>
  );
}
