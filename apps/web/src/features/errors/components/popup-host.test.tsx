// @vitest-environment jsdom
import type { PopupContent } from '@sportello/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closePopup, currentPopup, showPopup } from '../../../lib/popups';
import { PopupHost } from './popup-host';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: the Modal only needs them to open and close.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  closePopup();
});

const notFound: PopupContent = {
  title: 'Pagina non trovata',
  text: '',
  buttons: [{ label: 'OK', action: 'close' }],
  closeIcon: true,
  blocking: false,
  style: 'warning',
};

describe('PopupHost', () => {
  it('a warning popup: its title, no empty text, its button closes it', async () => {
    showPopup(notFound);
    render(<PopupHost popup={notFound} />);
    const dialog = screen.getByRole('dialog', { name: 'Pagina non trovata' });
    const body = within(dialog).getByTestId('popup');
    expect(body.getAttribute('data-style')).toBe('warning');
    expect(body.querySelector('p')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(currentPopup()).toBeNull();
  });

  it('the blocking 500 popup: its text, "Ricarica la pagina" as the main action, an "x"', () => {
    const oops: PopupContent = {
      title: 'Ops! Qualcosa è andato storto.',
      text: 'Se il problema persiste, contattare il servizio clienti.',
      buttons: [{ label: 'Ricarica la pagina', action: 'reload' }],
      closeIcon: true,
      blocking: true,
      style: 'error',
    };
    render(<PopupHost popup={oops} />);
    const dialog = screen.getByRole('dialog', { name: oops.title });
    expect(dialog.className).toContain('popup--error');
    expect(within(dialog).getByText(oops.text!)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ricarica la pagina' }).className).toContain(
      'button--primary',
    );
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeTruthy();
  });
});
