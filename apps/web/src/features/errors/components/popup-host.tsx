import type { PopupContent } from '@sportello/domain';
import { Modal } from '../../../components/ui/modal';
import { closePopup } from '../../../lib/popups';

/**
 * The popup of spec section 8 on the native dialog: "Ops! Qualcosa è andato storto." (blocking
 * with "Ricarica la pagina" and "x" for a 500), "Pagina non trovata" (404), the generic ones.
 */
export function PopupHost({ popup }: { popup: PopupContent }) {
  return (
    <Modal
      open
      title={popup.title}
      onClose={closePopup}
      dismissible={!popup.blocking}
      hideCloseButton={!popup.closeIcon}
      className={`popup popup--${popup.style}`}
      footer={popup.buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className={`button ${button.action === 'reload' ? 'button--primary' : ''}`}
          onClick={() => (button.action === 'reload' ? window.location.reload() : closePopup())}
        >
          {button.label}
        </button>
      ))}
    >
      <div data-testid="popup" data-style={popup.style}>
        {popup.text && <p>{popup.text}</p>}
      </div>
    </Modal>
  );
}

export default PopupHost;
