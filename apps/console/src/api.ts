import type { Operator } from '@sportello/contract/console/operators';
import type { Page } from '@sportello/contract/console/paging';
import type { ConsoleRequest } from '@sportello/contract/console/requests';
import { CONSOLE_BASE, OPERATOR_SESSION_HEADER } from '@sportello/contract/http';
import { ApiError } from '@web/lib/api-error';

/**
 * The console's calls to its API (/services/rest/console/v1): the operator session in
 * `X-Operator-Session`, kept in this tab's sessionStorage (closing the tab forgets it); an error
 * body becomes the portal's ApiError (its Italian message), which the UI kit's states read.
 */

const SESSION_KEY = 'sportello.console.session';

export const operatorSession = {
  get: () => sessionStorage.getItem(SESSION_KEY),
  set: (id: string) => sessionStorage.setItem(SESSION_KEY, id),
  clear: () => sessionStorage.removeItem(SESSION_KEY),
};

/** Called when the API answers 401 to a call with a session (it expired or was ended). */
let onSessionLost: (() => void) | undefined;
export function setSessionLostListener(listener: (() => void) | undefined): void {
  onSessionLost = listener;
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    /** A file sent as it is (its own media type), not JSON. */
    file?: Blob;
  } = {},
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const session = operatorSession.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers[OPERATOR_SESSION_HEADER] = session;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file) headers['content-type'] = options.file.type || 'application/octet-stream';
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_BASE}${path}${params.size ? `?${params}` : ''}`, {
      method,
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new ApiError(0, 'network', 'Il server non risponde: verificare la connessione e riprovare.');
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    if (response.status === 401 && session && path !== '/sessions') {
      operatorSession.clear();
      onSessionLost?.();
    }
    throw new ApiError(
      response.status,
      error?.code ?? 'error',
      error?.message ?? 'Si è verificato un errore: riprovare.',
      error?.fields ?? {},
      Number(response.headers.get('retry-after')) || undefined,
    );
  }
  return body as T;
}

export interface ConsoleSession {
  sessionId: string;
  expiresAt: string;
  operator: Operator;
  recoveryCodesLeft: number;
}

export type RequestPage = Page<ConsoleRequest>;

export interface RequestDetail extends ConsoleRequest {
  details: Record<string, unknown>;
  customerEmail: string | null;
  supplies: { code: string; podPdr: string; commodity: string; address: string }[];
  /** For a rettifica (issue 25): the bill it contests and, once replaced, the bill that replaced it. */
  bill?: {
    id: number;
    key: string;
    replacedBy: { id: number; key: string; replacedAt: string } | null;
  } | null;
}

export type { ConsoleRequest, Operator };

export const ROLE_LABELS: Record<Operator['role'], string> = {
  agent: 'Agente',
  supervisor: 'Supervisore',
  admin: 'Amministratore',
};

export const STATE_LABELS: Record<ConsoleRequest['state'], string> = {
  open: 'Aperta',
  in_progress: 'In lavorazione',
  concluded: 'Conclusa',
  rejected: 'Respinta',
};
