import { parseInstant } from './dates';
import { PRACTICE_STATES, type PracticeState } from './requests';

/**
 * Practices (module prat): the customer's requests to the back office, with their Italian type
 * label, their state ("In corso" / "Conclusa", spec section 4) and their phases as a timeline.
 */

/** Request types as the ERP names them → the Italian label the customer reads. */
export const PRACTICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  Informazioni: 'Richiesta di informazioni',
  Assistenza: 'Richiesta di assistenza',
  Rateizzazione: 'Rateizzazione bolletta',
  BollettaClick: 'Bolletta via e-mail',
  OpzioniFatturazione: 'Opzioni di fatturazione',
  Var_IndirizzoSpedizione: 'Indirizzo di spedizione',
  GestioneSDD: 'Domiciliazione bancaria',
  Var_Anagrafica: 'Dati di contatto e privacy',
  AttivazioneServizio: 'Attivazione servizio',
  RimborsoCredito: 'Rimborso del credito',
  RettificaLettura: 'Rettifica di una bolletta stimata',
};

export function practiceTypeLabel(requestType: string | null | undefined): string {
  const type = requestType ?? '';
  return PRACTICE_TYPE_LABELS[type] ?? (type.replace(/_/g, ' ') || 'Richiesta');
}

/** ERP statuses that close a request. */
export const CLOSED_REQUEST_STATUSES: readonly string[] = [
  'Chiuso',
  'Chiusa',
  'Concluso',
  'Annullato',
  'Respinto',
];

/** "Conclusa" once the ERP closed the request, "In corso" until then. */
export function practiceState(status: string | null | undefined): PracticeState {
  return CLOSED_REQUEST_STATUSES.includes((status ?? '').trim())
    ? PRACTICE_STATES.closed
    : PRACTICE_STATES.open;
}

export interface PracticePhase {
  /** Phase number within the type (the last two digits of the phase code: 10, 20, ... 90). */
  step: number;
  label: string;
}

/** The phases every request goes through; the code's prefix names the type, its number the step. */
export const PRACTICE_PHASES: readonly PracticePhase[] = [
  { step: 10, label: 'Richiesta ricevuta' },
  { step: 20, label: 'In lavorazione' },
  { step: 90, label: 'Conclusa' },
];

export type PhaseStatus = 'done' | 'current' | 'todo';

export interface TimelineStep extends PracticePhase {
  status: PhaseStatus;
}

/** The number at the end of a phase code (IR010 → 10, SDD020 → 20); null when there is none. */
export function phaseStep(phaseCode: string | null | undefined): number | null {
  const m = /(\d{2,3})$/.exec((phaseCode ?? '').trim());
  return m ? Number(m[1]) : null;
}

/**
 * The phases as a timeline: every phase up to the reached one is done, the reached one is the
 * current one while the practice is open; a closed practice has every phase done.
 */
export function practiceTimeline(request: {
  PhaseCode?: string | null;
  Status?: string | null;
}): TimelineStep[] {
  const closed = practiceState(request.Status) === PRACTICE_STATES.closed;
  const reached = closed ? 90 : Math.min(phaseStep(request.PhaseCode) ?? 10, 20);
  return PRACTICE_PHASES.map((p) => ({
    ...p,
    status: p.step < reached || closed ? 'done' : p.step === reached ? 'current' : 'todo',
  }));
}

/** Practices newest first (by CreatedDate; undated last), open ones before closed ones of the same day. */
export function sortPractices<R extends { CreatedDate?: string | null; id?: number }>(
  requests: readonly R[],
): R[] {
  const at = (r: R) => parseInstant(r.CreatedDate ?? null)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...requests].sort((a, b) => at(b) - at(a) || (b.id ?? 0) - (a.id ?? 0));
}

/** Service states on a supply → Italian labels. */
export const SERVICE_STATE_LABELS = {
  Attivo: 'Attivo',
  InAttivazione: 'In attivazione',
  Attivabile: 'Attivabile',
} as const;
