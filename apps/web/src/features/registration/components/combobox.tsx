import { useId, useState, type KeyboardEvent } from 'react';

export interface ComboboxProps<T> {
  label: string;
  value: string;
  onInput: (text: string) => void;
  onPick: (option: T) => void;
  options: readonly T[];
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string;
  /** Fetching suggestions. */
  loading?: boolean;
  /** Suggestions could not be fetched. */
  failed?: boolean;
  /** Enough text was typed for suggestions to be asked. */
  searching?: boolean;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * A text field with suggestions (WAI-ARIA combobox with a listbox popup): arrows move through
 * the suggestions, Enter picks one, Escape closes the list. The list says when it is loading,
 * empty or failed.
 */
export function Combobox<T>({
  label,
  value,
  onInput,
  onPick,
  options,
  optionLabel,
  optionKey,
  loading = false,
  failed = false,
  searching = false,
  error,
  hint,
  disabled = false,
  autoComplete = 'off',
}: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-suggerimenti`;
  const hintId = `${id}-aiuto`;
  const errorId = `${id}-errore`;
  const statusId = `${id}-stato`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && searching;
  const expanded = shown && options.length > 0;

  const pick = (option: T) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !shown
    ? ''
    : loading && options.length === 0
      ? 'Ricerca in corso…'
      : failed
        ? 'Suggerimenti non disponibili: riprova tra poco.'
        : options.length === 0
          ? 'Nessun risultato: controlla quanto hai scritto.'
          : `${options.length} suggerimenti: usa le frecce per sceglierne uno.`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', statusId].filter(Boolean).join(' ');

  return (
    <div className="field combobox">
      <label htmlFor={id}>{label}</label>
      <div className="combobox__control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete={autoComplete}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            onInput(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Suggerimenti: ${label}`}
          className="combobox__list"
          hidden={!expanded}
        >
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // mousedown, so the choice lands before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {optionLabel(option)}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} className="muted registration__hint" aria-live="polite">
        {status}
      </p>
      {hint && (
        <p id={hintId} className="muted registration__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
