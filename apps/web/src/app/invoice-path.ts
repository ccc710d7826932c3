/**
 * The web's invoice CSV address, `/fatture/{company}-{invoiceKey}` (the address an e-mail or the
 * app's universal link carries): taken out of the address bar before the router starts, which then
 * opens at the start page; the session start keeps the action for after login
 * (features/app-links). Cheap, in the first bundle: no parsing here.
 */
export function takeInvoiceCsvAddress(): string | null {
  if (typeof window === 'undefined' || !window.location.pathname.includes('/fatture/')) return null;
  const href = window.location.href;
  window.history.replaceState(null, '', '/');
  return href;
}
