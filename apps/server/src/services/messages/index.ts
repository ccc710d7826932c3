import type { OutgoingMessage } from '../../adapters/messenger';
import { renderMail, type MailContent } from './layout';

export {
  CATALOGUE,
  type MessageKind,
  type MessageTemplate,
  type ProofPurpose,
  type PushText,
} from './catalogue';
export { renderMail, type MailContent, type MailFrame, type RenderedMail } from './layout';

/**
 * A message a service decided to send, in the catalogue's words, not yet rendered: services that
 * run in a transaction hand it back, and the use case composes and sends it after the commit.
 */
export type PendingMessage =
  | { channel: 'mail'; recipient: string; mail: MailContent; meta: Record<string, unknown> }
  | { channel: 'sms'; recipient: string; text: string; meta: Record<string, unknown> };

/**
 * The outbox message of a pending one, for the brand of `companyCode`: a mail gets its subject,
 * its plain text and its HTML in the brand's frame (links to `publicUrl`); an SMS its text. The
 * sender is the brand's, set when the messenger stores it (MAIL_FROM overrides it).
 */
export async function composeMessage(
  config: { PUBLIC_URL: string },
  companyCode: string | null,
  message: PendingMessage,
): Promise<OutgoingMessage> {
  const { channel, recipient, meta } = message;
  if (channel === 'sms') return { channel, companyCode, recipient, body: message.text, meta };
  const mail = await renderMail(message.mail, { publicUrl: config.PUBLIC_URL, companyCode });
  return { channel, companyCode, recipient, subject: mail.subject, body: mail.text, html: mail.html, meta };
}
