import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called when the person closes the dialog (close button, Escape, backdrop when allowed). */
  onClose: () => void;
  /** false: Escape and backdrop do not close it (blocking dialogs of the specification). */
  dismissible?: boolean;
  /** Hide the "x" close button (dialogs that only close through their own action). */
  hideCloseButton?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * so focus stays inside, and focus returns to where it was on close.
 */
export function Modal({
  open,
  title,
  onClose,
  dismissible = true,
  hideCloseButton,
  children,
  footer,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      (returnFocus.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
    >
      <div className="modal__box">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className="modal__close" aria-label="Chiudi" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
