// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, Controller } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';

afterEach(cleanup);

describe('Field', () => {
  it('labels the control and describes it by its hint; no error, not invalid', () => {
    render(
      <Field label="Nome" hint="Come sul documento">
        <input type="text" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    const hintId = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(hintId)?.textContent).toBe('Come sul documento');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error: announced, described after the hint, and the control is invalid', () => {
    render(
      <Field label="Email" hint="Per le bollette" error="Indirizzo e-mail non valido" required>
        <input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const [hintId, errorId] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hintId!)?.textContent).toBe('Per le bollette');
    expect(document.getElementById(errorId!)?.textContent).toBe('Indirizzo e-mail non valido');
    expect(screen.getByRole('alert').textContent).toBe('Indirizzo e-mail non valido');
  });

  it('the error message carries the test id given', () => {
    render(
      <Field label="Lettura" error="Inserire la lettura" errorTestId="reading-error">
        <input />
      </Field>,
    );
    expect(screen.getByTestId('reading-error').textContent).toBe('Inserire la lettura');
  });

  it('keeps an id given by the caller', () => {
    render(
      <Field label="CAP" id="cap">
        <input />
      </Field>,
    );
    expect(screen.getByLabelText('CAP').id).toBe('cap');
  });

  it('works with register: the typed value reaches the form, the ref is kept', async () => {
    let read: () => string = () => '';
    function Form() {
      const { register, getValues } = useForm({ defaultValues: { city: 'Roma' } });
      read = () => getValues('city');
      return (
        <Field label="Città">
          <input {...register('city')} />
        </Field>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Città' }) as HTMLInputElement;
    expect(input.value).toBe('Roma');
    await userEvent.clear(input);
    await userEvent.type(input, 'Torino');
    expect(read()).toBe('Torino');
  });

  it('works with a Controller through the render function', async () => {
    let read: () => boolean = () => false;
    function Form() {
      const { control, getValues } = useForm({ defaultValues: { consent: false } });
      read = () => getValues('consent');
      return (
        <Field label="Accetto" error="Serve il consenso">
          {(a11y) => (
            <Controller
              control={control}
              name="consent"
              render={({ field }) => (
                <input
                  type="checkbox"
                  {...a11y}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              )}
            />
          )}
        </Field>
      );
    }
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'Accetto' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(box);
    expect(read()).toBe(true);
  });
});
