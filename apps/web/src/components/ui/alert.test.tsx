// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert';

afterEach(cleanup);

describe('Alert', () => {
  it.each([
    ['error', 'alert', 'alert alert--error'],
    ['warning', 'alert', 'alert alert--warning'],
    ['success', 'status', 'alert alert--ok'],
    ['info', 'status', 'alert alert--info'],
  ] as const)('%s: role %s, class %s', (tone, role, classes) => {
    render(<Alert tone={tone}>Messaggio</Alert>);
    const box = screen.getByRole(role);
    expect(box.className).toBe(classes);
    expect(box.textContent).toBe('Messaggio');
  });

  it('info by default, politely', () => {
    render(<Alert>Da sapere</Alert>);
    expect(screen.getByRole('status').className).toBe('alert alert--info');
  });

  it('urgent makes a confirmation interrupt; a title comes first, in bold', () => {
    render(
      <Alert tone="success" urgent title="Richiesta inviata" data-testid="inviata" className="extra">
        Ti scriveremo entro due giorni.
      </Alert>,
    );
    const box = screen.getByRole('alert');
    expect(box.getAttribute('data-testid')).toBe('inviata');
    expect(box.className).toBe('alert alert--ok extra');
    expect(box.querySelector('strong')?.textContent).toBe('Richiesta inviata');
    expect(box.textContent).toBe('Richiesta inviataTi scriveremo entro due giorni.');
  });
});
