import { afterEach, describe, expect, it } from 'vitest';
import { genericPopup, httpErrorAction, type PopupContent } from '@sportello/domain';
import { closePopup, currentPopup, showGenericPopup, showPopup } from './popups';

const popupOf = (status: number) => (httpErrorAction(status) as { popup: PopupContent }).popup;

afterEach(() => closePopup());

describe('the popup store', () => {
  it('keeps the blocking 500 modal over a later 404 popup', () => {
    showPopup(popupOf(500));
    showPopup(popupOf(404));
    expect(currentPopup()?.title).toBe('Ops! Qualcosa è andato storto.');
    expect(currentPopup()?.blocking).toBe(true);
  });

  it('opens the generic popups: "Attenzione!" with one text of its own', async () => {
    await showGenericPopup('Proposta non trovata');
    expect(currentPopup()).toEqual(genericPopup('Proposta non trovata'));
    expect(currentPopup()?.title).toBe('Attenzione!');
    closePopup();
    await showGenericPopup();
    expect(currentPopup()?.title).toBe('Ops! Qualcosa è andato storto.');
    expect(currentPopup()?.text).toBe('Se il problema persiste, contattare il servizio clienti.');
  });
});
