import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BRAND_LIST, type Brand } from '@sportello/brands';
import { MAIL_FROM } from '@sportello/brands/mail';
import { CATALOGUE, composeMessage, renderMail, type MailContent, type MessageKind } from './index';
import { blocksText, MUTED_COLOR, TEXT_COLOR, WHITE } from './layout';

const PUBLIC_URL = 'https://sportello.example.it';
const URL_RESET = `${PUBLIC_URL}/recupero-psw?linkId=41&hashCode=abcdef`;
const URL_FIRST = `${PUBLIC_URL}/crea-psw?linkId=42&hashCode=abcdef`;
const URL_SURVEY = `${PUBLIC_URL}/?linkId=43&hashCode=abcdef`;

const REQUEST = {
  customerName: 'Mario Rossi',
  delegateName: '«Anna Bianchi»',
  customerKey: 'AST0001001',
  scope: 'pay',
  url: URL_SURVEY,
} as const;

/** Sample words for each kind (every kind of the catalogue must have them: checked below). */
const SAMPLES: Record<MessageKind, unknown[]> = {
  emailCheck: [{ code: '4821', minutes: 10 }],
  phoneCheck: [{ code: '4821', minutes: 10 }],
  ownershipProof: [
    { purpose: 'registration', customerKey: 'AST0001001', code: '4821', minutes: 10 },
    { purpose: 'association', customerKey: 'AST0001001', code: '4821', minutes: 10 },
  ],
  firstAccess: [{ username: 'mario.rossi', days: 7, url: URL_FIRST }],
  passwordReset: [{ minutes: 60, url: URL_RESET }],
  delegationRequest: [{ ...REQUEST, scope: 'read' }, REQUEST],
  delegationOutcome: [{ accepted: true }, { accepted: false }],
  practiceUpdate: [
    {
      customerName: 'Mario Rossi',
      practice: 'Domiciliazione bancaria',
      ticketKey: 'RIC-2026-3F9A1C2B',
      state: 'conclusa',
      message: 'La domiciliazione è attiva dalla prossima bolletta.',
      url: `${PUBLIC_URL}/practices/7`,
    },
    {
      customerName: 'Mario Rossi',
      practice: 'Attivazione servizio',
      ticketKey: 'RIC-2026-3F9A1C2C',
      state: 'respinta',
      message: '',
      url: `${PUBLIC_URL}/practices/8`,
    },
  ],
};

type AnyTemplate = {
  mail?: (p: unknown) => MailContent;
  sms?: (p: unknown) => string;
  push?: (p: unknown) => { title: string; body: string };
};
const entries = () =>
  (Object.keys(CATALOGUE) as MessageKind[]).flatMap((kind) =>
    (SAMPLES[kind] as unknown[]).map((params) => ({
      kind,
      params,
      template: CATALOGUE[kind] as AnyTemplate,
    })),
  );
const mailEntries = entries().filter((e) => e.template.mail);

// ---- WCAG contrast (axe's color-contrast needs a layout engine, which jsdom has not) ----------
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.x A/AA rules and best practices on the mail, in jsdom (contrast: tested above). */
async function axeViolations(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  try {
    dom.window.eval(axeSource);
    const run = (dom.window as unknown as { axe: typeof axe }).axe;
    const results = await run.run(dom.window.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Landmarks (`region`) are a page's: a mail is one article (MJML's body is role="article",
      // aria-roledescription="email", labelled with the title), read in the mail client's page.
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`);
  } finally {
    dom.window.close();
  }
}

/** Every address the HTML would load or open: links, images, stylesheets, CSS urls, forms. */
function addressesOf(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const attrs = [
    ['a', 'href'],
    ['area', 'href'],
    ['link', 'href'],
    ['img', 'src'],
    ['script', 'src'],
    ['iframe', 'src'],
    ['form', 'action'],
    ['*', 'background'],
  ] as const;
  const found = attrs.flatMap(([tag, attr]) =>
    [...document.querySelectorAll(`${tag}[${attr}]`)].map((el) => el.getAttribute(attr)!),
  );
  const css = [...html.matchAll(/url\(\s*['"]?([^'")]+)/g), ...html.matchAll(/@import\s+['"]([^'"]+)/g)].map(
    (m) => m[1]!,
  );
  return [...found, ...css];
}

const onPortal = (address: string) => address === PUBLIC_URL || address.startsWith(`${PUBLIC_URL}/`);

describe('the message catalogue', () => {
  it('has sample words for every kind, and every kind goes out on at least one channel', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(CATALOGUE).sort());
    for (const { template } of entries())
      expect(template.mail ?? template.sms ?? template.push).toBeDefined();
  });

  it('keeps the words the portal has always sent (texts the spec and the e2e tests read)', () => {
    const text = (m: MailContent) => blocksText(m.blocks);
    expect(text(CATALOGUE.passwordReset.mail({ minutes: 60, url: URL_RESET }))).toBe(
      'Abbiamo ricevuto una richiesta di recupero della password. Per sceglierne una nuova apri questo link ' +
        `(valido 60 minuti, utilizzabile una sola volta):\n${URL_RESET}\nSe non hai chiesto tu il recupero, ignora questo messaggio.`,
    );
    expect(text(CATALOGUE.emailCheck.mail({ code: '4821', minutes: 10 }))).toBe(
      'Il tuo codice di verifica dell\u2019indirizzo e-mail è 4821. Vale 10 minuti. Non comunicarlo a nessuno.',
    );
    expect(CATALOGUE.phoneCheck.sms({ code: '4821', minutes: 10 })).toBe(
      'Codice di verifica 4821 (valido 10 minuti). Non comunicarlo a nessuno.',
    );
    expect(
      text(
        CATALOGUE.ownershipProof.mail({
          purpose: 'registration',
          customerKey: 'AST1',
          code: '4821',
          minutes: 10,
        }),
      ),
    ).toBe(
      'È stato chiesto di registrarsi al portale clienti il codice cliente AST1. Il codice di verifica è 4821 (valido 10 minuti).\n' +
        'Se non sei stato tu, ignora questo messaggio e non comunicare il codice a nessuno: senza il codice non viene concesso alcun accesso.',
    );
    expect(text(CATALOGUE.firstAccess.mail({ username: 'mario', days: 7, url: URL_FIRST }))).toBe(
      'Benvenuto! Per completare la registrazione dell\u2019utente mario crea la tua password da questo link ' +
        `(valido 7 giorni, utilizzabile una sola volta):\n${URL_FIRST}`,
    );
    const request = REQUEST;
    expect(text(CATALOGUE.delegationRequest.mail(request))).toBe(
      'Gentile Mario Rossi, l\u2019utente «Anna Bianchi» chiede di gestire come delegato i contratti del codice cliente AST0001001, ' +
        'con accesso in lettura e ai pagamenti. Per vedere la richiesta apri questo link: la conferma o il rifiuto richiedono ' +
        `l\u2019accesso con il tuo utente.\n${URL_SURVEY}`,
    );
    expect(CATALOGUE.delegationRequest.push(request)).toEqual({
      title: 'Richiesta di delega',
      body: '«Anna Bianchi» chiede di gestire come delegato il codice cliente AST0001001.',
    });
  });

  it('gives every brand colours that read: text on the button, headings and links, body and footer text', () => {
    for (const brand of BRAND_LIST) {
      const { primary, primaryDark, onPrimary, surface } = brand.colors;
      const pairs: [string, string, string][] = [
        ['button', onPrimary, primary],
        ['heading/link on white', primaryDark, WHITE],
        ['link on the footer', primaryDark, surface],
        ['text', TEXT_COLOR, WHITE],
        ['footer text', MUTED_COLOR, surface],
        ['note text', MUTED_COLOR, WHITE],
      ];
      for (const [what, fg, bg] of pairs)
        expect(contrast(fg, bg), `${brand.code}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  describe.each(BRAND_LIST.map((brand) => [brand.code, brand] as [string, Brand]))(
    'for %s',
    (_code, brand) => {
      it.each(mailEntries.map((e) => [`${e.kind} ${JSON.stringify(e.params)}`, e] as const))(
        'renders the mail %s in the brand, accessible, linking only to PUBLIC_URL',
        async (_name, { template, params }) => {
          const content = template.mail!(params);
          const mail = await renderMail(content, { publicUrl: PUBLIC_URL, companyCode: brand.code });
          // The plain text: the words as always, then the brand's footer.
          expect(mail.subject).toBe(content.subject);
          expect(mail.text.startsWith(`${blocksText(content.blocks)}\n\n-- \n`)).toBe(true);
          for (const words of [
            brand.name,
            brand.help.phone,
            brand.help.email,
            brand.legal.name,
            brand.legal.vatNumber,
          ])
            expect(mail.text).toContain(words);

          const { document } = new JSDOM(mail.html).window;
          expect(document.documentElement.getAttribute('lang')).toBe('it');
          expect(document.title).toBe(`${content.subject} · ${brand.name}`);
          const logo = document.querySelector('img')!;
          expect(logo.getAttribute('alt')).toBe(brand.name);
          const svg = Buffer.from(
            logo.getAttribute('src')!.replace('data:image/svg+xml;base64,', ''),
            'base64',
          );
          expect(svg.toString('utf8')).toContain(`aria-label="${brand.name}"`);
          expect(document.querySelector('h1')!.textContent).toBe(content.subject);
          const body = document.body.textContent!.replace(/\s+/g, ' ');
          for (const b of content.blocks)
            if ('p' in b)
              expect(body).toContain(b.p.map((r) => (typeof r === 'string' ? r : r.strong)).join(''));
          for (const words of [
            brand.help.phone,
            brand.help.email,
            brand.legal.name,
            brand.legal.address,
            brand.legal.vatNumber,
          ])
            expect(body).toContain(words);
          expect(mail.html).toContain(brand.colors.primary);
          expect(mail.html).toContain(brand.colors.primaryDark);
          // The action is a button to the portal, with the address spelled out for mail clients without one.
          for (const b of content.blocks)
            if ('action' in b) {
              const links = [...document.querySelectorAll('a')].filter((a) => a.href === b.action.url);
              expect(links.map((a) => a.textContent!.trim())).toEqual([b.action.label, b.action.url]);
            }

          // Footer links may point only to the portal too: no address but PUBLIC_URL's (the logo is inline).
          const addresses = addressesOf(mail.html).filter((a) => !a.startsWith('data:image/svg+xml;base64,'));
          expect(addresses.length).toBeGreaterThan(0);
          expect(addresses.filter((a) => !onPortal(a))).toEqual([]);
          // Nor anywhere in the markup (the XML namespaces are names, never fetched).
          const markup = mail.html.replace(/\sxmlns(?::\w+)?="[^"]*"/g, '');
          expect(markup).not.toMatch(/googleapis|https?:\/\/(?!sportello\.example\.it[/"])[^\s"'<)]+/);
          for (const link of brand.siteLinks) expect(mail.html).not.toContain(link.href);
          expect(
            [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).filter((a) => !onPortal(a)),
          ).toEqual([]);

          expect(await axeViolations(mail.html)).toEqual([]);
        },
      );

      it('composes the outbox message: subject, text and HTML of the brand; SMS as text only', async () => {
        const mail = await composeMessage({ PUBLIC_URL }, brand.code, {
          channel: 'mail',
          recipient: 'mario@example.it',
          mail: CATALOGUE.passwordReset.mail({ minutes: 60, url: URL_RESET }),
          meta: { kind: 'password-reset' },
        });
        expect(mail).toMatchObject({
          channel: 'mail',
          companyCode: brand.code,
          subject: 'Recupero password',
        });
        expect(mail.body).toContain(URL_RESET);
        expect(mail.html).toContain(brand.name);
        const sms = await composeMessage({ PUBLIC_URL }, brand.code, {
          channel: 'sms',
          recipient: '+393331234567',
          text: CATALOGUE.phoneCheck.sms({ code: '4821', minutes: 10 }),
          meta: {},
        });
        expect(sms).toEqual({
          channel: 'sms',
          companyCode: brand.code,
          recipient: '+393331234567',
          body: 'Codice di verifica 4821 (valido 10 minuti). Non comunicarlo a nessuno.',
          meta: {},
        });
        expect(MAIL_FROM[brand.code]).toMatch(/@/);
      });
    },
  );

  it('escapes what users typed: a username or name with markup stays text', async () => {
    const content = CATALOGUE.firstAccess.mail({
      username: '<img src=x onerror=alert(1)>"&',
      days: 7,
      url: URL_FIRST,
    });
    const mail = await renderMail(content, { publicUrl: PUBLIC_URL, companyCode: 'ast' });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    const { document } = new JSDOM(mail.html).window;
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('frames a mail of no brand (or an unknown one) in the default brand', async () => {
    const mail = await renderMail(CATALOGUE.delegationOutcome.mail({ accepted: true }), {
      publicUrl: `${PUBLIC_URL}/`,
      companyCode: null,
    });
    const fallback = BRAND_LIST.find((b) => mail.text.includes(b.legal.name));
    expect(fallback).toBeDefined();
    expect(addressesOf(mail.html).filter((a) => !a.startsWith('data:') && !onPortal(a))).toEqual([]);
  });
});
