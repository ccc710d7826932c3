/**
 * The prerendered login form is on screen before the app has taken it over, and its button stays
 * disabled until then (a native submission would carry the password in the address): an Enter
 * pressed in it meanwhile sends nothing. From the moment the app starts until the form is its own
 * (the hydration runs in slices, so that the page answers while it works), such an Enter is
 * remembered here, and the form is sent once it can be (`replayEarlySubmit`, from the login form).
 */
let pending: HTMLFormElement | null = null;
let listening = false;

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.isComposing) return;
  const target = event.target;
  if (target instanceof HTMLInputElement && target.form) pending = target.form;
}

/** A submission that did take place (the form was ready by the time of the key) needs no replay. */
function onSubmit(): void {
  pending = null;
}

/** Starts remembering an Enter pressed in a form (main.tsx, before it hydrates the login). */
export function captureEarlySubmits(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('submit', onSubmit, true);
}

/**
 * The form is the app's now: stops listening and, if an Enter was pressed in this form before, sends
 * it. In a task of its own, after the key's own default action: were the form already enabled when
 * the key went down, the browser has submitted it and there is nothing to replay.
 */
export function replayEarlySubmit(form: HTMLFormElement | null): void {
  if (!listening) return;
  setTimeout(() => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('submit', onSubmit, true);
    listening = false;
    const early = pending;
    pending = null;
    if (form && early === form && form.isConnected) form.requestSubmit();
  }, 0);
}
