// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlySubmits, replayEarlySubmit } from './early-submit';

/** A login-like form: two fields and a submit button, disabled as the prerendered one is. */
function form(): {
  form: HTMLFormElement;
  field: HTMLInputElement;
  button: HTMLButtonElement;
  sent: () => number;
} {
  document.body.innerHTML =
    '<form><input name="username"><input name="password" type="password"><button type="submit" disabled>Accedi</button></form>';
  const element = document.querySelector('form')!;
  let count = 0;
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    count += 1;
  });
  return {
    form: element,
    field: element.querySelector('input')!,
    button: element.querySelector('button')!,
    sent: () => count,
  };
}

const enter = (target: Element, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, ...init }));

describe('an Enter pressed while the app takes the login over', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is sent once the form is the app’s, once', async () => {
    vi.useFakeTimers();
    const page = form();
    captureEarlySubmits();
    enter(page.field);
    enter(page.field);
    expect(page.sent()).toBe(0);
    page.button.disabled = false;
    replayEarlySubmit(page.form);
    expect(page.sent()).toBe(0);
    await vi.runAllTimersAsync();
    expect(page.sent()).toBe(1);
    // Listening has stopped: a later Enter is the browser's business.
    enter(page.field);
    replayEarlySubmit(page.form);
    await vi.runAllTimersAsync();
    expect(page.sent()).toBe(1);
  });

  it('is not sent again when the browser submitted the form itself', async () => {
    vi.useFakeTimers();
    const page = form();
    captureEarlySubmits();
    enter(page.field);
    replayEarlySubmit(page.form);
    // The key's default action, the form being ready by then.
    page.form.requestSubmit();
    await vi.runAllTimersAsync();
    expect(page.sent()).toBe(1);
  });

  it('ignores other keys, an Enter that composes text, and forms it was not pressed in', async () => {
    vi.useFakeTimers();
    const page = form();
    captureEarlySubmits();
    page.field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    enter(page.field, { isComposing: true });
    replayEarlySubmit(page.form);
    await vi.runAllTimersAsync();
    expect(page.sent()).toBe(0);

    const other = form();
    captureEarlySubmits();
    enter(other.field);
    const elsewhere = document.createElement('form');
    document.body.append(elsewhere);
    replayEarlySubmit(elsewhere);
    await vi.runAllTimersAsync();
    expect(other.sent()).toBe(0);
  });
});
