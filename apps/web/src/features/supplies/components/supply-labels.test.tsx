// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupplyBadges } from './supply-badges';
import { SupplyIdentity } from './supply-identity';
import { formatAddress, IDENTIFIER_LABEL, STATUS_LABEL } from './supply-labels';

afterEach(cleanup);

describe('supply labels', () => {
  it.each([
    ['luce', 'POD'],
    ['gas', 'PDR'],
    ['teleriscaldamento', 'Codice punto'],
  ] as const)('%s is identified by its %s', (commodity, label) => {
    expect(IDENTIFIER_LABEL[commodity]).toBe(label);
  });

  it('an address as one line: street, postal code, town and province', () => {
    expect(
      formatAddress({ address: 'Via Po 21', postalCode: '10124', locality: 'Torino', province: 'TO' }),
    ).toBe('Via Po 21, 10124 Torino (TO)');
  });

  it('the status reads as Italian words', () => {
    expect(STATUS_LABEL.InAttivazione).toBe('In attivazione');
  });
});

describe('SupplyBadges', () => {
  it.each([
    ['Attiva', 'status--ok', 'Attiva'],
    ['Cessata', 'status--off', 'Cessata'],
    ['InAttivazione', 'status--off', 'In attivazione'],
  ] as const)('%s: the %s badge reading "%s"', (status, className, text) => {
    const { container } = render(<SupplyBadges supply={{ commodity: 'gas', status }} />);
    const badges = container.querySelectorAll('span');
    expect(badges[0]!.className).toBe('commodity-badge commodity-badge--gas');
    expect(badges[1]!.className).toBe(`status ${className}`);
    expect(badges[1]!.textContent).toBe(text);
  });
});

describe('SupplyIdentity', () => {
  it('the supply’s name, then its identifier', () => {
    render(<SupplyIdentity supply={{ nickname: null, commodity: 'gas', podPdr: '0088008' }} />);
    const line = screen.getByText('Fornitura gas').closest('p');
    expect(line?.textContent).toBe('Fornitura gas · PDR 0088008');
  });

  it('a nickname wins over the commodity', () => {
    render(<SupplyIdentity supply={{ nickname: 'Casa', commodity: 'luce', podPdr: 'IT001' }} />);
    expect(screen.getByText('Casa').tagName).toBe('STRONG');
  });
});
