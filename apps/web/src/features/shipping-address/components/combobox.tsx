import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface ComboboxProps<T> {
  label: string;
  /** The text in the box (controlled). */
  text: string;
  onTextChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  /** Extra text of an option (e.g. the province), read after its label. */
  optionDetail?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  loading?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string | undefined;
  /** What the list holds, for the status message ("comuni", "vie"). */
  noun: { one: string; many: string };
  minChars?: number;
  autoComplete?: string;
  testId?: string;
}

/**
 * An editable combobox with a list popup, as the ARIA 1.2 pattern describes
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/):
 * focus stays in the text box; Down and Up move the active option (aria-activedescendant), Enter
 * chooses it, Escape closes the list (and clears the text when it is already closed), Alt+Down
 * opens it; a click chooses too. The number of suggestions is announced in a polite status.
 */
export function Combobox<T>({
  label,
  text,
  onTextChange,
  options,
  optionKey,
  optionLabel,
  optionDetail,
  onSelect,
  loading = false,
  disabled = false,
  hint,
  error,
  noun,
  minChars = 2,
  autoComplete = 'off',
  testId,
}: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-lista`;
  const hintId = `${id}-aiuto`;
  const errorId = `${id}-errore`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const enough = text.trim().length >= minChars;
  const expanded = open && enough && options.length > 0;

  useEffect(() => setActive(-1), [options]);
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey && options.length) setActive((a) => (a + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          onTextChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const status = !enough
    ? ''
    : loading
      ? 'Ricerca in corso…'
      : options.length === 0
        ? `Nessun ${noun.one} trovato`
        : options.length === 1
          ? `1 ${noun.one} trovato`
          : `${options.length} ${noun.many} trovati`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field combobox" data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="combobox__wrap">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opzione-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          spellCheck={false}
          disabled={disabled}
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={label}
          className="combobox__list"
          hidden={!expanded}
        >
          {expanded &&
            options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={`${id}-opzione-${index}`}
                data-index={index}
                role="option"
                aria-selected={index === active}
                className="combobox__option"
                // Chosen before the box loses focus.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                {optionLabel(option)}
                {optionDetail && <span className="combobox__detail"> {optionDetail(option)}</span>}
              </li>
            ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open ? status : ''}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The text after the user stopped typing for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
