// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFor } from '../../../brands/index';
import { renderWithProviders } from '../../../testing/render';
import { statementFrom } from '../statement';
import type { A11yReport } from '../tour';
import { AccessibilityStatement } from './accessibility-statement';

afterEach(cleanup);

const report: A11yReport = {
  checkedAt: '2026-11-26T06:30:00.000Z',
  axeVersion: '4.10.3',
  widths: [375, 1280],
  themes: ['chiaro', 'scuro', 'contrasto elevato'],
  rules: { full: ['color-contrast', 'label', 'region'], colour: ['color-contrast', 'link-in-text-block'] },
  checks: [
    { screen: 'login', brand: 'ast', checkedAt: '2026-11-26T06:20:00.000Z', violations: [] },
    { screen: 'login', brand: 'sgr', checkedAt: '2026-11-26T06:21:00.000Z', violations: [] },
    { screen: 'profile', brand: 'ast', checkedAt: '2026-11-26T06:29:00.000Z', violations: [] },
  ],
};

describe('AccessibilityStatement', () => {
  it('has the AgID model’s sections, the date of the last check and what was checked', () => {
    renderWithProviders(<AccessibilityStatement statement={statementFrom(report)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Stato di conformità',
      'Contenuti non accessibili',
      'Redazione della dichiarazione',
      'Meccanismo di feedback e recapiti',
      'Procedura di attuazione',
      'Informazioni sul sito',
    ]);
    expect(screen.getByTestId('statement-checked-at').textContent).toBe('Ultima verifica: 26/11/2026');
    expect(screen.getByTestId('statement-status').textContent).toContain('conforme ai requisiti');
    expect(screen.getByTestId('statement-no-problems')).toBeTruthy();
    const rows = screen.getAllByTestId('statement-screen');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Accesso all’area clienti',
      'Profilo',
    ]);
    expect(rows[0]!.textContent).toContain(`${brandFor('sgr').name}: nessun problema`);
    expect(document.body.textContent).toContain('axe-core 4.10.3');
    expect(document.body.textContent).toContain('375 px e 1280 px');
    expect(document.body.textContent).toContain('chiaro, scuro e contrasto elevato');
  });

  it('links the contact form and gives the brand’s e-mail, phone and company data', () => {
    renderWithProviders(<AccessibilityStatement statement={statementFrom(report)} />);
    const ast = brandFor('ast');
    expect(
      screen.getByRole('link', { name: 'modulo di contatto dell’area clienti' }).getAttribute('href'),
    ).toBe('/support');
    expect(screen.getByRole('link', { name: ast.help.email }).getAttribute('href')).toBe(
      `mailto:${ast.help.email}`,
    );
    expect(document.body.textContent).toContain(ast.legal.vatNumber);
    expect(document.body.textContent).toContain(`${ast.legal.name} si impegna`);
  });

  it('for a brand without the contact form, e-mail and phone only', () => {
    renderWithProviders(<AccessibilityStatement statement={statementFrom(report)} />, {
      session: { company: 'mes' },
    });
    expect(screen.queryByRole('link', { name: 'modulo di contatto dell’area clienti' })).toBeNull();
    expect(screen.getByRole('link', { name: brandFor('mes').help.email })).toBeTruthy();
  });

  it('lists what axe found, rule by rule, as partly conforming', () => {
    const found: A11yReport = {
      ...report,
      checks: [
        ...report.checks,
        {
          screen: 'supplies',
          brand: 'sgr',
          checkedAt: '2026-11-26T06:25:00.000Z',
          violations: [
            {
              rule: 'color-contrast',
              impact: 'serious',
              help: 'Elements must meet minimum color contrast ratio thresholds',
              width: 375,
              theme: 'contrasto elevato',
              targets: ['.supply-card__name'],
            },
          ],
        },
      ],
    };
    renderWithProviders(<AccessibilityStatement statement={statementFrom(found)} />);
    expect(screen.getByTestId('statement-status').textContent).toContain('parzialmente conforme');
    expect(screen.getByTestId('statement-problems').textContent).toContain(
      '(color-contrast): Elenco delle forniture; 1 elemento.',
    );
    expect(screen.queryByTestId('statement-no-problems')).toBeNull();
  });

  it('with no screen checked yet says so', () => {
    renderWithProviders(<AccessibilityStatement statement={statementFrom({ ...report, checks: [] })} />);
    expect(screen.getByTestId('statement-empty').textContent).toContain('Nessuna schermata');
  });
});
