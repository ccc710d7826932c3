// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractPicker, usePicked } from './contract-picker';

afterEach(cleanup);

interface Contract {
  key: string;
  status: 'Attivo' | 'Cessato';
}
const A: Contract = { key: 'CTR-1', status: 'Cessato' };
const B: Contract = { key: 'CTR-2', status: 'Attivo' };

function Screen({ items }: { items: Contract[] }) {
  const [contract, choose] = usePicked(
    items,
    (c) => c.key,
    (list) => list.find((c) => c.status === 'Attivo') ?? list[0],
  );
  return (
    <>
      <ContractPicker
        items={items}
        value={contract?.key}
        onChange={choose}
        itemKey={(c) => c.key}
        itemLabel={(c) => `${c.key} (${c.status.toLowerCase()})`}
        single={(c) => <p>Contratto {c.key}</p>}
      />
      <output aria-label="Scelto">{contract?.key ?? 'nessuno'}</output>
    </>
  );
}

describe('ContractPicker with usePicked', () => {
  it('several: a labelled select, starting from the fallback’s pick, changed by the person', async () => {
    render(<Screen items={[A, B]} />);
    const select = screen.getByRole('combobox', { name: 'Contratto' }) as HTMLSelectElement;
    expect(select.value).toBe('CTR-2');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'CTR-1 (cessato)',
      'CTR-2 (attivo)',
    ]);
    await userEvent.selectOptions(select, 'CTR-1');
    expect(screen.getByRole('status', { name: 'Scelto' }).textContent).toBe('CTR-1');
  });

  it('one: no choice to make, its single rendering', () => {
    render(<Screen items={[A]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Contratto CTR-1')).toBeTruthy();
  });

  it('minItems 1: even one item is shown as the choice', () => {
    render(
      <ContractPicker
        label="Fornitura"
        items={[A]}
        value="CTR-1"
        onChange={() => undefined}
        itemKey={(c) => c.key}
        itemLabel={(c) => c.key}
        minItems={1}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Fornitura' }) as HTMLSelectElement).value).toBe('CTR-1');
  });

  it('none: nothing', () => {
    render(<Screen items={[]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('status', { name: 'Scelto' }).textContent).toBe('nessuno');
  });

  it('a placeholder for forms where nothing is chosen yet, with the field’s error', () => {
    render(
      <ContractPicker
        label="Codice cliente"
        items={[A]}
        value=""
        onChange={() => undefined}
        itemKey={(c) => c.key}
        itemLabel={(c) => c.key}
        placeholder="Seleziona il codice"
        error="Scegliere il codice cliente"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Codice cliente' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleziona il codice', 'CTR-1']);
  });
});
