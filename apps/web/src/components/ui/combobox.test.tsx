// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, nounMessages, useDebounced, type ComboboxProps } from './combobox';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Town {
  code: string;
  name: string;
  province: string;
}
const TOWNS: Town[] = [
  { code: 'L219', name: 'Torino', province: 'TO' },
  { code: 'L220', name: 'Torino di Sangro', province: 'CH' },
  { code: 'L221', name: 'Torre Pellice', province: 'TO' },
];

function Harness(props: Partial<ComboboxProps<Town>> & { onPicked?: (t: Town) => void }) {
  const [text, setText] = useState('');
  const options =
    text.length >= 2 ? TOWNS.filter((t) => t.name.toLowerCase().startsWith(text.toLowerCase())) : [];
  return (
    <Combobox<Town>
      label="Comune"
      value={text}
      onValueChange={setText}
      options={options}
      optionKey={(t) => t.code}
      optionLabel={(t) => t.name}
      optionDetail={(t) => `(${t.province})`}
      onSelect={(t) => {
        setText(`${t.name} (${t.province})`);
        props.onPicked?.(t);
      }}
      {...props}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Comune' });

describe('Combobox', () => {
  it('is an ARIA 1.2 combobox: list autocomplete, controls its listbox, collapsed at first', () => {
    render(<Harness />);
    const input = box();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(list.hidden).toBe(true);
  });

  it('typing opens the suggestions; the listbox is named by the label; the count is announced', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'Tor');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('listbox', { name: 'Comune' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Torino (TO)',
      'Torino di Sangro (CH)',
      'Torre Pellice (TO)',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 suggerimenti: usa le frecce per sceglierne uno.');
  });

  it('Down and Up move the active option (aria-activedescendant, aria-selected), wrapping', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'Tor');
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(box());
  });

  it('Enter chooses the active option and closes the list', async () => {
    const picked = vi.fn();
    render(<Harness onPicked={picked} />);
    await userEvent.type(box(), 'Tor');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(picked).toHaveBeenCalledWith(TOWNS[1]);
    expect((box() as HTMLInputElement).value).toBe('Torino di Sangro (CH)');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Enter without an active option does not choose (the form may submit)', async () => {
    const picked = vi.fn();
    render(<Harness onPicked={picked} />);
    await userEvent.type(box(), 'Tor{Enter}');
    expect(picked).not.toHaveBeenCalled();
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'Tor');
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('Tor');
    await userEvent.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('a click chooses (before the blur closes the list); Tab and blur close it', async () => {
    const picked = vi.fn();
    render(<Harness onPicked={picked} />);
    await userEvent.type(box(), 'Torr');
    await userEvent.click(screen.getByRole('option', { name: 'Torre Pellice (TO)' }));
    expect(picked).toHaveBeenCalledWith(TOWNS[2]);
    await userEvent.clear(box());
    await userEvent.type(box(), 'Tor');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing was found, when loading and when the suggestions failed', async () => {
    const { rerender } = render(<Harness visibleStatus />);
    await userEvent.type(box(), 'Xq');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Nessun risultato: controlla quanto hai scritto.');
    expect(status.className).toContain('muted');
    rerender(<Harness visibleStatus loading />);
    expect(screen.getByRole('status').textContent).toBe('Ricerca in corso…');
    rerender(<Harness visibleStatus failed />);
    expect(screen.getByRole('status').textContent).toBe('Suggerimenti non disponibili: riprova tra poco.');
  });

  it('words the status with a noun; silent below the minimum of characters', async () => {
    render(<Harness messages={nounMessages({ one: 'comune', many: 'comuni' })} />);
    await userEvent.type(box(), 'T');
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.type(box(), 'orr');
    expect(screen.getByRole('status').textContent).toBe('1 comune trovato');
    await userEvent.clear(box());
    await userEvent.type(box(), 'Tori');
    expect(screen.getByRole('status').textContent).toBe('2 comuni trovati');
    await userEvent.clear(box());
    await userEvent.type(box(), 'Zz');
    expect(screen.getByRole('status').textContent).toBe('Nessun comune trovato');
  });

  it('`searching` decides when suggestions are asked (e.g. not before a town is chosen)', async () => {
    render(<Harness searching={false} visibleStatus />);
    await userEvent.type(box(), 'Tor');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hint and error describe the box; an error makes it invalid', () => {
    render(<Harness hint="Scegli dall’elenco" error="Scegliere il comune" />);
    const ids = box().getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Scegli dall’elenco',
      'Scegliere il comune',
    ]);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Scegliere il comune');
  });

  it('disabled: not editable', () => {
    render(<Harness disabled testId="town-combobox" />);
    expect((box() as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('town-combobox')).toBeTruthy();
  });
});

describe('useDebounced', () => {
  it('gives the value once it stopped changing for the delay', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    function Probe({ value }: { value: string }) {
      seen.push(useDebounced(value, 200));
      return null;
    }
    const { rerender } = render(<Probe value="a" />);
    rerender(<Probe value="ab" />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<Probe value="abc" />);
    act(() => vi.advanceTimersByTime(199));
    expect(seen.at(-1)).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe('abc');
    expect(seen).not.toContain('ab');
  });
});
