import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The invoice actions popover (shown only when the domain rule says so): a disclosure button
 * with its panel; Escape or a click outside closes it and focus returns to the button.
 */
export function InvoiceActions({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="invoice-actions" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        Altre azioni
      </button>
      <div
        id={panelId}
        className="invoice-actions__panel"
        hidden={!open}
        role="group"
        aria-label="Altre azioni"
      >
        {children}
      </div>
    </div>
  );
}
