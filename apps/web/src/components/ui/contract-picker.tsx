import { useState, type ReactNode } from 'react';
import { Field } from './field';

export interface ContractPickerProps<T> {
  /** The field's label: "Contratto", "Fornitura", "Codice cliente". */
  label?: string;
  items: readonly T[];
  /** The key of the chosen item. */
  value: string | undefined;
  onChange: (key: string) => void;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  /** What to show when there is only one item (nothing to choose), e.g. "Contratto CTR-1". */
  single?: (item: T) => ReactNode;
  /** From how many items the select shows (1: even a single one is shown as a choice). */
  minItems?: number;
  /** An empty first choice ("Seleziona il codice") for forms where none is chosen yet. */
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  className?: string;
  'data-testid'?: string;
}

/**
 * The choice of one of the customer's contracts, supplies or customer codes: a labelled select
 * when there are several, `single` (or nothing) when there is one, nothing when there are none
 * (the screen says why).
 */
export function ContractPicker<T>({
  label = 'Contratto',
  items,
  value,
  onChange,
  itemKey,
  itemLabel,
  single,
  minItems = 2,
  placeholder,
  hint,
  error,
  className,
  ...rest
}: ContractPickerProps<T>) {
  if (items.length === 0) return null;
  if (items.length < minItems && !placeholder) return single ? <>{single(items[0]!)}</> : null;
  return (
    <Field label={label} hint={hint} error={error} className={className} data-testid={rest['data-testid']}>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {placeholder && <option value="">{placeholder}</option>}
        {items.map((item) => (
          <option key={itemKey(item)} value={itemKey(item)}>
            {itemLabel(item)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The chosen item of a list by its key, falling back (to the first, or `fallback`'s pick) while
 * none is chosen or the chosen one left the list: `const [contract, choose] = usePicked(list, c => c.key)`.
 */
export function usePicked<T>(
  items: readonly T[],
  itemKey: (item: T) => string,
  fallback: (items: readonly T[]) => T | undefined = (list) => list[0],
): [T | undefined, (key: string) => void, string | null] {
  const [chosen, setChosen] = useState<string | null>(null);
  const picked = items.find((item) => itemKey(item) === chosen) ?? fallback(items);
  return [picked, setChosen, chosen];
}
