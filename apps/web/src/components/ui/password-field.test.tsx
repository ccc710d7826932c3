// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

afterEach(cleanup);

function Form({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PasswordField value={value} onChange={setValue} error={error ?? null} />
      <output data-testid="typed">{value}</output>
    </>
  );
}

describe('PasswordField', () => {
  it('is a labelled password box that reports what is typed', async () => {
    render(<Form />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveProperty('type', 'password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await userEvent.type(input, 'Segreta!1');
    expect(screen.getByTestId('typed').textContent).toBe('Segreta!1');
  });

  it('ties its error to the box for screen readers', () => {
    render(<Form error="Inserire la password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Inserire la password');
  });
});
