import './feedback-screen.css';
import DOMPurify from 'dompurify';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { FeedbackButton, FeedbackData } from './feedback-context';
import { Modal } from './modal';

export interface FeedbackScreenProps {
  data: FeedbackData;
  logo: string;
  brandName: string;
  onClose: () => void;
  /** Follows an internal link (the app's router); external links open normally. */
  onNavigate: (to: string) => void;
}

/** Only harmless formatting and links survive; links to other sites open in a new tab. */
export function sanitizeFeedbackHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'span'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
    RETURN_TRUSTED_TYPE: false,
  });
  return clean;
}

function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

function ScreenButton({
  button,
  primary,
  onClose,
  onNavigate,
}: {
  button: FeedbackButton;
  primary: boolean;
  onClose: () => void;
  onNavigate: (to: string) => void;
}) {
  const className = `button ${primary ? 'button--primary' : ''}`;
  if (button.link) {
    const internal = isInternal(button.link);
    return (
      <a
        className={className}
        href={button.link}
        {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        onClick={(event) => {
          if (!internal) return;
          event.preventDefault();
          onClose();
          onNavigate(button.link!);
        }}
      >
        {button.label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        button.action?.();
        onClose();
      }}
    >
      {button.label}
    </button>
  );
}

/** Full-page mode: the whole viewport, the brand logo on top, no way out but its buttons. */
function FullPageFeedback({
  data,
  html,
  logo,
  brandName,
  footer,
}: {
  data: FeedbackData;
  html: string;
  logo: string;
  brandName: string;
  footer: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="feedback feedback--full"
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="feedback__page" data-testid="feedback">
        <img className="feedback__logo" src={logo} alt={brandName} width="200" height="44" />
        <span className="feedback__icon" aria-hidden="true" />
        <h1 id={titleId} className="feedback__title">
          {data.title}
        </h1>
        {html && <div className="feedback__description" dangerouslySetInnerHTML={{ __html: html }} />}
        {footer && <div className="feedback__actions">{footer}</div>}
      </div>
    </dialog>
  );
}

/**
 * The feedback screen (spec section 2): title, HTML description rendered safely, up to two
 * buttons (an action that closes it, or a link); full-page mode shows the brand logo.
 */
export function FeedbackScreen({ data, logo, brandName, onClose, onNavigate }: FeedbackScreenProps) {
  const html = useMemo(
    () => (data.description ? sanitizeFeedbackHtml(data.description) : ''),
    [data.description],
  );
  const buttons = [data.firstButton, data.secondButton].filter((b): b is FeedbackButton => !!b);
  const footer =
    buttons.length > 0 ? (
      <>
        {buttons.map((button, index) => (
          <ScreenButton
            key={index}
            button={button}
            primary={button.variant ? button.variant === 'primary' : index === 0}
            onClose={onClose}
            onNavigate={onNavigate}
          />
        ))}
      </>
    ) : null;
  if (data.isFull)
    return <FullPageFeedback data={data} html={html} logo={logo} brandName={brandName} footer={footer} />;
  return (
    <Modal open title={data.title} onClose={onClose} className="feedback" footer={footer ?? undefined}>
      <div className="feedback__body" data-testid="feedback">
        <span className="feedback__icon" aria-hidden="true" />
        {html && <div className="feedback__description" dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
    </Modal>
  );
}

export default FeedbackScreen;
