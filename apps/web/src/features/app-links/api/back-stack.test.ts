import { backButtonAction } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { nextBackStack, type BackStackEntry, type NavigationKind } from './back-stack';

function walk(steps: Array<[string, string | null, NavigationKind]>): BackStackEntry[] {
  return steps.reduce<BackStackEntry[]>(
    (stack, [key, name, kind]) => nextBackStack(stack, { key, name }, kind),
    [],
  );
}

describe("the app's history for the back button", () => {
  it('adds pushed pages, swaps redirected ones, and drops what lay after a page gone back to', () => {
    const stack = walk([
      ['default', null, 'POP'],
      ['a', 'app-login', 'REPLACE'],
      ['b', 'dashboard', 'PUSH'],
      ['c', 'invoices', 'PUSH'],
      ['d', 'invoice', 'PUSH'],
    ]);
    expect(stack.map((e) => e.name)).toEqual(['app-login', 'dashboard', 'invoices', 'invoice']);
    // Back from the invoice skips the invoices route (hidden from the back button): two steps.
    expect(backButtonAction(stack.map((e) => e.name))).toEqual({ kind: 'back', steps: 2 });
    const back = nextBackStack(stack, { key: 'b', name: 'dashboard' }, 'POP');
    expect(back.map((e) => e.key)).toEqual(['a', 'b']);
    expect(backButtonAction(back.map((e) => e.name))).toEqual({ kind: 'exit' });
  });

  it('updates the current page when its route name arrives late', () => {
    const stack = walk([
      ['a', 'dashboard', 'POP'],
      ['b', null, 'PUSH'],
      ['b', 'supplies', 'PUSH'],
    ]);
    expect(stack).toEqual([
      { key: 'a', name: 'dashboard' },
      { key: 'b', name: 'supplies' },
    ]);
  });

  it('starts from the first page shown, whatever the navigation', () => {
    expect(nextBackStack([], { key: 'x', name: 'supply' }, 'REPLACE')).toEqual([
      { key: 'x', name: 'supply' },
    ]);
    expect(nextBackStack([], { key: 'x', name: 'supply' }, 'POP')).toEqual([{ key: 'x', name: 'supply' }]);
  });
});
