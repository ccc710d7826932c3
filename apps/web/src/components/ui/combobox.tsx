import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './kit.css';

/** The status line's words: what is happening with the suggestions. */
export interface ComboboxMessages {
  loading: string;
  failed: string;
  empty: string;
  count: (n: number) => string;
}

export const DEFAULT_COMBOBOX_MESSAGES: ComboboxMessages = {
  loading: 'Ricerca in corso…',
  failed: 'Suggerimenti non disponibili: riprova tra poco.',
  empty: 'Nessun risultato: controlla quanto hai scritto.',
  count: (n) =>
    n === 1
      ? '1 suggerimento: premi Invio per sceglierlo.'
      : `${n} suggerimenti: usa le frecce per sceglierne uno.`,
};

/** Status words for a list of things: "Nessun comune trovato", "3 comuni trovati". */
export function nounMessages(noun: { one: string; many: string }): Partial<ComboboxMessages> {
  return {
    empty: `Nessun ${noun.one} trovato`,
    count: (n) => (n === 1 ? `1 ${noun.one} trovato` : `${n} ${noun.many} trovati`),
  };
}

export interface ComboboxProps<T> {
  label: string;
  /** The text in the box (controlled). */
  value: string;
  onValueChange: (text: string) => void;
  /** The suggestions for the current text. */
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  /** Extra text of an option (e.g. the province), read after its label. */
  optionDetail?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Fetching suggestions. */
  loading?: boolean;
  /** Suggestions could not be fetched. */
  failed?: boolean;
  /**
   * Whether suggestions are being asked for the text; by default once `minChars` characters
   * are typed.
   */
  searching?: boolean;
  minChars?: number;
  messages?: Partial<ComboboxMessages>;
  /** Show the status line (otherwise only screen readers hear it). */
  visibleStatus?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  autoComplete?: string;
  testId?: string;
  className?: string;
}

/**
 * The one editable combobox with a list popup, as the ARIA 1.2 pattern describes
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/):
 * focus stays in the text box; Down and Up move the active option (aria-activedescendant),
 * Enter chooses it, Escape closes the list (and clears the text when it is already closed),
 * Alt+Down opens it, Tab leaves it; a click chooses too. A polite status says whether the
 * suggestions are loading, failed, none or how many.
 */
export function Combobox<T>({
  label,
  value,
  onValueChange,
  options,
  optionKey,
  optionLabel,
  optionDetail,
  onSelect,
  loading = false,
  failed = false,
  searching,
  minChars = 2,
  messages,
  visibleStatus = false,
  hint,
  error,
  disabled = false,
  autoComplete = 'off',
  testId,
  className,
}: ComboboxProps<T>) {
  const id = useId();
  const labelId = `${id}-etichetta`;
  const listId = `${id}-lista`;
  const hintId = `${id}-aiuto`;
  const errorId = `${id}-errore`;
  const statusId = `${id}-stato`;
  const words = { ...DEFAULT_COMBOBOX_MESSAGES, ...messages };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const asking = searching ?? value.trim().length >= minChars;
  const shown = open && asking;
  const expanded = shown && options.length > 0;

  // New suggestions: the old active index would point at another option.
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const status = !shown
    ? ''
    : loading && options.length === 0
      ? words.loading
      : failed
        ? words.failed
        : options.length === 0
          ? words.empty
          : words.count(options.length);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field combobox', className].filter(Boolean).join(' ')} data-testid={testId}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="combobox__control combobox__wrap">
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
          value={value}
          onChange={(e) => {
            onValueChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-labelledby={labelId}
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
                // mousedown, so the choice lands before the box's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                {optionLabel(option)}
                {optionDetail && (
                  <>
                    {' '}
                    <span className="combobox__detail">{optionDetail(option)}</span>
                  </>
                )}
              </li>
            ))}
        </ul>
      </div>
      <p
        id={statusId}
        className={visibleStatus ? 'muted field__hint' : 'visually-hidden'}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The value after it stopped changing for `ms` milliseconds (suggestions asked once typing pauses). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
