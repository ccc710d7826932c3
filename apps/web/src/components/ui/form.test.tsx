// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, RETRY_LATER_MESSAGE } from '../../lib/api-client';
import { Field } from './field';
import { applyApiError, FormError, useZodForm } from './form';

afterEach(cleanup);

const schema = z.object({
  nickname: z.string().trim().min(1, 'Inserire il nome').max(10, 'Al massimo 10 caratteri'),
  floor: z.string().optional(),
});

function NameForm({ send }: { send: (values: z.output<typeof schema>) => unknown }) {
  const form = useZodForm(schema, { defaultValues: { nickname: '', floor: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate aria-label="Nome" onSubmit={form.submit(send)}>
      <Field label="Nome" error={errors.nickname?.message}>
        <input {...form.register('nickname')} />
      </Field>
      <Field label="Piano" error={errors.floor?.message}>
        <input {...form.register('floor')} />
      </Field>
      <FormError message={form.submitError} testId="errore-modulo" />
      <button type="submit" disabled={isSubmitting}>
        Salva
      </button>
    </form>
  );
}

describe('useZodForm', () => {
  it('validates with the schema: the message on the field, nothing sent', async () => {
    const send = vi.fn();
    render(<NameForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(await screen.findByText('Inserire il nome')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the parsed values (the schema’s output: trimmed)', async () => {
    const send = vi.fn();
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), '  Casa  ');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ nickname: 'Casa', floor: '' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal with field errors lands on the fields (the server’s nested name included)', async () => {
    const send = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'validation', 'Nome non valido', {
          'updateSupplyRequest.nickname': 'Nome non valido',
        }),
      ),
    );
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Casa');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nome non valido');
    expect(screen.getByRole('textbox', { name: 'Nome' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('errore-modulo')).toBeNull();
  });

  it('a refusal without fields shows its message as the form’s error', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(403, 'forbidden', 'Operazione non consentita')));
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Casa');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const error = await screen.findByTestId('errore-modulo');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('Operazione non consentita');
  });

  it('a failure that is not a refusal shows the retry-later message', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('boom')));
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Casa');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByTestId('errore-modulo')).textContent).toBe(RETRY_LATER_MESSAGE);
  });
});

describe('applyApiError', () => {
  const form = (values: Record<string, unknown>) => {
    const setError = vi.fn();
    return { setError, getValues: () => values };
  };

  it('maps server names through the mapping, then by full name, then by last part', () => {
    const f = form({ town: '', civic: '', postalCode: '' });
    applyApiError(
      f as never,
      new ApiError(400, 'validation', 'x', {
        'address.city': 'Comune non valido',
        postalCode: 'CAP non valido',
        'body.address.civic': 'Civico non valido',
      }),
      { fields: { 'address.city': 'town' } },
    );
    expect(f.setError.mock.calls.map(([name, error]) => [name, error.message])).toEqual([
      ['town', 'Comune non valido'],
      ['postalCode', 'CAP non valido'],
      ['civic', 'Civico non valido'],
    ]);
    // Focus goes to the first refused field only.
    expect(f.setError.mock.calls.map(([, , options]) => options.shouldFocus)).toEqual([true, false, false]);
  });

  it('fields the form does not have: the message goes to the form error', () => {
    const f = form({ nickname: '' });
    applyApiError(f as never, new ApiError(400, 'validation', 'Dati non validi', { other: 'No' }));
    expect(f.setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Dati non validi' });
  });

  it('a non-API failure uses the fallback given', () => {
    const f = form({});
    applyApiError(f as never, new Error('x'), { fallback: 'Non è stato possibile salvare.' });
    expect(f.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Non è stato possibile salvare.',
    });
  });
});

describe('FormError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FormError message={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
