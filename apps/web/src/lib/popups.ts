import { useSyncExternalStore } from 'react';
import type { PopupContent } from '@sportello/domain';

/**
 * The one popup on screen (spec section 8): the HTTP error popups and the generic popups
 * ("Ops! Qualcosa è andato storto." or, with one text, "Attenzione!"). Any screen opens one with
 * `showGenericPopup(message?)`; the shell renders it.
 */
let current: PopupContent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showPopup(content: PopupContent): void {
  // A blocking popup (500) is never replaced by a lighter one.
  if (current?.blocking && !content.blocking) return;
  current = content;
  emit();
}

/** The generic popup; with a message of its own the title is "Attenzione!". */
export async function showGenericPopup(
  message?: string | null,
  style: 'error' | 'warning' = 'error',
): Promise<void> {
  const { genericPopup } = await import('@sportello/domain/session-rules');
  showPopup(genericPopup(message, style));
}

export function closePopup(): void {
  current = null;
  emit();
}

export function currentPopup(): PopupContent | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePopup(): PopupContent | null {
  return useSyncExternalStore(subscribe, currentPopup, currentPopup);
}
