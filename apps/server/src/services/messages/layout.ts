import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import mjml2html from 'mjml';
import { brandFor, type Brand } from '@sportello/brands';

/** A run of a paragraph: plain words, or words set apart (a one-time code). */
export type Inline = string | { strong: string };

/**
 * A piece of a mail: a paragraph (a line of the plain text), or an action, a link to the portal
 * (a button in the HTML, the bare address on a line of its own in the plain text).
 */
export type Block = { p: Inline[] } | { action: { label: string; url: string } };

/** What a mail template says: its subject and its words, for every brand alike. */
export interface MailContent {
  subject: string;
  blocks: Block[];
}

/** A mail as it goes out: subject, the plain-text part and the HTML part, in the brand's frame. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Where the portal is (PUBLIC_URL) and whose brand the mail is (an unknown code: the default brand). */
export interface MailFrame {
  publicUrl: string;
  companyCode: string | null;
}

/** Body text on white and on the brand's tint (both well above 4.5:1 on every brand's surface). */
export const TEXT_COLOR = '#1f2328';
export const MUTED_COLOR = '#3d444d';
export const WHITE = '#ffffff';

const inlineText = (run: Inline) => (typeof run === 'string' ? run : run.strong);

/** The plain text of the blocks: one line each, as the mails always read. */
export function blocksText(blocks: Block[]): string {
  return blocks.map((b) => ('p' in b ? b.p.map(inlineText).join('') : b.action.url)).join('\n');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The portal's address without a trailing slash (the footer's link). */
export function portalUrl(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

const requireFrom = createRequire(import.meta.url);
const logos = new Map<string, string | null>();

/**
 * The brand's logo (packages/brands/logos/<code>.svg) as a data URI, so that the mail holds no
 * address outside the portal and shows the same in the outbox; null when the file is missing (the
 * header then shows the brand's name alone, which it always carries as text too).
 */
export function logoDataUri(code: string): string | null {
  if (!logos.has(code)) {
    let uri: string | null = null;
    try {
      const svg = readFileSync(requireFrom.resolve(`@sportello/brands/logos/${code}.svg`));
      uri = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    } catch {
      uri = null;
    }
    logos.set(code, uri);
  }
  return logos.get(code) ?? null;
}

/** The footer's lines: the brand, its customer service, the company behind it, the portal. */
function footerLines(brand: Brand, publicUrl: string): string[] {
  return [
    `${brand.name} · Servizio clienti ${brand.help.phone} (${brand.help.hours}) · ${brand.help.email}`,
    `${brand.legal.name} · ${brand.legal.address} · P.IVA ${brand.legal.vatNumber}`,
    `Portale clienti: ${portalUrl(publicUrl)}`,
  ];
}

/** The plain-text part: the template's words as they always were, then the brand's footer. */
export function mailText(content: MailContent, frame: MailFrame): string {
  const brand = brandFor(frame.companyCode);
  return `${blocksText(content.blocks)}\n\n-- \n${footerLines(brand, frame.publicUrl).join('\n')}`;
}

function blockMjml(block: Block, brand: Brand): string {
  if ('p' in block) {
    const runs = block.p
      .map((run) =>
        typeof run === 'string'
          ? escapeHtml(run)
          : `<strong style="font-size:20px;letter-spacing:2px;color:${brand.colors.primaryDark}">${escapeHtml(run.strong)}</strong>`,
      )
      .join('');
    return `<mj-text>${runs}</mj-text>`;
  }
  const url = escapeHtml(block.action.url);
  return (
    `<mj-button href="${url}" background-color="${brand.colors.primary}" color="${brand.colors.onPrimary}" ` +
    `font-size="16px" font-weight="700" align="left" border-radius="6px" inner-padding="12px 24px">` +
    `${escapeHtml(block.action.label)}</mj-button>` +
    `<mj-text font-size="13px" line-height="20px" color="${MUTED_COLOR}">Se il pulsante non funziona, copia questo indirizzo nel browser:<br />` +
    `<a href="${url}" style="color:${brand.colors.primaryDark};word-break:break-all">${url}</a></mj-text>`
  );
}

/** The MJML document of a mail in its brand's frame (logo, colours, footer). */
export function mailMjml(content: MailContent, frame: MailFrame): string {
  const brand = brandFor(frame.companyCode);
  const { colors } = brand;
  const logo = logoDataUri(brand.code);
  const portal = escapeHtml(portalUrl(frame.publicUrl));
  const first = content.blocks.find((b): b is { p: Inline[] } => 'p' in b);
  const preview = first ? first.p.map(inlineText).join('') : content.subject;
  const [service, company] = footerLines(brand, frame.publicUrl).map(escapeHtml);
  const header = logo
    ? `<mj-image src="${logo}" alt="${escapeHtml(brand.name)}" width="214px" height="48px" align="left" padding="0" />`
    : `<mj-text font-size="20px" font-weight="700" color="${colors.primaryDark}" padding="0">${escapeHtml(brand.name)}</mj-text>`;
  return `<mjml lang="it" dir="ltr">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)} · ${escapeHtml(brand.name)}</mj-title>
    <mj-preview>${escapeHtml(preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="${TEXT_COLOR}" padding="8px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${colors.surface}" width="600px">
    <mj-section background-color="${WHITE}" border-top="6px solid ${colors.primary}" padding="20px 24px 8px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="${WHITE}" padding="8px 24px 24px">
      <mj-column>
        <mj-text font-size="22px" line-height="28px" font-weight="700" color="${colors.primaryDark}"><h1 style="margin:0;font-size:22px;line-height:28px">${escapeHtml(content.subject)}</h1></mj-text>
        ${content.blocks.map((b) => blockMjml(b, brand)).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section background-color="${colors.surface}" padding="16px 24px">
      <mj-column>
        <mj-text font-size="13px" line-height="20px" color="${MUTED_COLOR}">${service}<br />${company}<br />Messaggio inviato dal <a href="${portal}" style="color:${colors.primaryDark}">portale clienti ${escapeHtml(brand.name)}</a>: non rispondere a questo indirizzo.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** A mail in its brand's frame: the subject, the plain text and the HTML (MJML, validated strictly). */
export async function renderMail(content: MailContent, frame: MailFrame): Promise<RenderedMail> {
  const { html, errors } = await mjml2html(mailMjml(content, frame), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`modello di mail non valido: ${errors[0]!.formattedMessage}`);
  return { subject: content.subject, text: mailText(content, frame), html };
}
