// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressFields, type AddressExtra, type AddressFieldsValue } from './address-fields';

afterEach(cleanup);

interface Town {
  code: string;
  name: string;
  province: string;
  cap: string;
}
interface Street {
  name: string;
  cap: string;
}
const TOWNS: Town[] = [{ code: 'L219', name: 'Torino', province: 'TO', cap: '' }];
const STREETS: Street[] = [{ name: 'Via Po', cap: '10124' }];

function Form({
  extras,
  errors,
}: {
  extras?: AddressExtra[];
  errors?: Partial<Record<keyof AddressFieldsValue, string>>;
}) {
  const [value, setValue] = useState<AddressFieldsValue>({
    town: '',
    street: '',
    civicNumber: '',
    postalCode: '',
  });
  const [town, setTown] = useState<Town | null>(null);
  return (
    <form aria-label="Indirizzo">
      <AddressFields<Town, Street>
        value={value}
        onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
        errors={errors}
        extras={extras}
        towns={{
          options: value.town.length >= 2 ? TOWNS : [],
          optionKey: (t) => t.code,
          optionLabel: (t) => `${t.name} (${t.province})`,
          onSelect: (t) => {
            setTown(t);
            setValue((v) => ({ ...v, town: `${t.name} (${t.province})` }));
          },
        }}
        streets={{
          options: town && value.street.length >= 2 ? STREETS : [],
          optionKey: (s) => s.name,
          optionLabel: (s) => s.name,
          disabled: !town,
          hint: town ? undefined : 'Scegli prima il comune.',
          onSelect: (s) => setValue((v) => ({ ...v, street: s.name, postalCode: s.cap })),
        }}
      />
      <output aria-label="Valore">{JSON.stringify(value)}</output>
    </form>
  );
}

describe('AddressFields', () => {
  it('town, street, civic number and postal code; the street waits for the town', () => {
    render(<Form />);
    expect(screen.getByRole('combobox', { name: 'Comune' })).toBeTruthy();
    const street = screen.getByRole('combobox', { name: 'Indirizzo (via, piazza…)' }) as HTMLInputElement;
    expect(street.disabled).toBe(true);
    expect(screen.getByText('Scegli prima il comune.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Numero civico' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'CAP' }).getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.queryByRole('textbox', { name: 'Piano' })).toBeNull();
  });

  it('choosing town then street fills the form through the caller’s onSelect', async () => {
    render(<Form />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Comune' }), 'Tor');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const street = screen.getByRole('combobox', { name: 'Indirizzo (via, piazza…)' });
    await userEvent.type(street, 'Po');
    await userEvent.click(screen.getByRole('option', { name: 'Via Po' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Numero civico' }), '21');
    expect(JSON.parse(screen.getByRole('status', { name: 'Valore' }).textContent!)).toEqual({
      town: 'Torino (TO)',
      street: 'Via Po',
      civicNumber: '21',
      postalCode: '10124',
    });
  });

  it('the extras asked for, in the form’s order; errors on their fields', () => {
    render(
      <Form
        extras={['flat', 'floor', 'province', 'civicNumberExt', 'building']}
        errors={{ civicNumber: 'Numero civico non valido', town: 'Scegliere il comune' }}
      />,
    );
    const labels = screen
      .getAllByRole('textbox')
      .map((el) => (el as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Numero civico',
      'Esponente (es. A, bis)',
      'CAP',
      'Provincia',
      'Piano',
      'Scala o edificio',
      'Interno',
    ]);
    expect(screen.getByRole('textbox', { name: 'Numero civico' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Comune' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Scegliere il comune',
      'Numero civico non valido',
    ]);
  });
});
