import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { IntegrationScope, OperatorRole } from '@sportello/contract/operation';
import type { Messenger } from '../adapters/messenger';
import type { PaymentProvider } from '../adapters/payment-provider';
import type { Config } from '../config';
import type { Metrics } from '../plugins/metrics';
import type { Db } from '../db/index';
import { forbidden, notFound, unauthenticated } from '../errors';
import type { SessionContext } from '../services/session-store';

/**
 * What a use case may reach: the database, the configuration and the adapters. The HTTP route
 * hands over the server's; a test, a job or (later) the operators' console hands over its own.
 */
export interface Deps {
  db: Db;
  /**
   * Where the customer's lists are read (supplies, bills, notifications, consumption): the
   * replicas (DATABASE_REPLICA_URL), or `db` when there are none or the session wrote a moment
   * ago (read-your-writes). Absent: `db`.
   */
  reads?: Db;
  config: Config;
  messenger: Messenger;
  log: FastifyBaseLogger;
  paymentProvider?: PaymentProvider | null;
  /** The process's metrics (a test or a job may run without). */
  metrics?: Metrics;
}

interface ActorBase {
  /** The session the actor acts through (its brand, link and customers). */
  session: SessionContext;
  /** The client's address (throttling counts per address). */
  ip: string;
}

/** A logged-in user: a customer's owner, a delegate or an agency. */
export interface UserActor extends ActorBase {
  kind: 'user';
  userId: number;
}

/** A session opened by a link (guest), without login: it acts only for what its link names. */
export interface GuestActor extends ActorBase {
  kind: 'guest';
  userId: null;
}

/** A session before login (registration, password reset, login itself). */
export interface AnonymousActor extends ActorBase {
  kind: 'anonymous';
  userId: null;
}

/** Who calls a use case. (An operator of the retailer joins this union with the console.) */
export type Actor = UserActor | GuestActor | AnonymousActor;

/** The actor of a session. */
export function actorFor(session: SessionContext, ip: string): Actor {
  if (session.userId !== null) return { kind: 'user', userId: session.userId, session, ip };
  if (session.guest) return { kind: 'guest', userId: null, session, ip };
  return { kind: 'anonymous', userId: null, session, ip };
}

/**
 * A logged-in user, or the answer a session without login gets: 403 for a link (guest) session,
 * 401 otherwise.
 */
export function requireUserActor(actor: Actor): UserActor {
  if (actor.kind === 'user') return actor;
  throw actor.kind === 'guest' ? forbidden() : unauthenticated();
}

/** The inner object of a named body schema (`{"fooRequest": {...}}` → `{...}`), defaults applied. */
export type NamedInput<S extends z.ZodType, K extends keyof z.output<S>> = z.output<S>[K];

/**
 * The payment provider calling server to server: its signed notifications and, in demo mode, the
 * sandbox provider's own pages. Not a session and not a customer, so not an `Actor`: it carries no
 * session, no brand and no customers, and a use case taking it must not read any. Its word counts
 * only once the notification's signature verifies (the use case checks it, with the configured
 * provider's secret); the sandbox's pages are reached by the payment's unguessable token alone, as
 * a PSP's hosted page is.
 */
export interface ProviderActor {
  kind: 'provider';
  /** The caller's address (logged; never a proof of who calls). */
  ip: string;
}

/** The actor of a call that claims to come from the payment provider. */
export function providerActorFor(ip: string): ProviderActor {
  return { kind: 'provider', ip };
}

export type { IntegrationScope } from '@sportello/contract/operation';

/**
 * A retailer's system calling the integration API (`/services/rest/integration/v1`) with its
 * token (`Authorization: Bearer`). Not a session and not a customer, so not an `Actor`: it carries
 * no session and no brand; what it may do is its token's scopes (checked with `requireScope`).
 */
export interface IntegrationActor {
  kind: 'integration';
  /** The token's name (logged with each use, e.g. `erp`). */
  tokenName: string;
  /** The token's row id (0 for a hand-built actor in a test). */
  tokenId: number;
  scopes: readonly IntegrationScope[];
}

/** The integration actor itself when its token holds the scope, else 403 (in Italian). */
export function requireScope(actor: IntegrationActor, scope: IntegrationScope): IntegrationActor {
  if (actor.scopes.includes(scope)) return actor;
  throw forbidden(`Il token «${actor.tokenName}» non ha l’ambito «${scope}» richiesto da questa operazione.`);
}

export type { OperatorRole } from '@sportello/contract/operation';

/**
 * An operator of the retailer in the console (`/services/rest/console/v1`), with an operator
 * session (`X-Operator-Session`). Not a customer's session, so not an `Actor`: it carries no
 * session of the portal; what it may do is its role (`requireOperatorRole`) and which customers
 * it may reach is its brands (`requireOperatorBrand`).
 */
export interface OperatorActor {
  kind: 'operator';
  operatorId: number;
  /** The operator's username (the audit log and the logs name it). */
  username: string;
  role: OperatorRole;
  /** The brands (company codes) whose customers the operator may reach. */
  brands: readonly string[];
  /** The client's address (audited). */
  ip: string;
}

const ROLE_RANK: Readonly<Record<OperatorRole, number>> = { agent: 0, supervisor: 1, admin: 2 };

/** Whether a role includes another (admin ⊇ supervisor ⊇ agent). */
export function roleIncludes(role: OperatorRole, least: OperatorRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[least];
}

/** The operator itself when its role is at least `least`, else 403 (in Italian). */
export function requireOperatorRole(actor: OperatorActor, least: OperatorRole): OperatorActor {
  if (roleIncludes(actor.role, least)) return actor;
  throw forbidden('Il ruolo dell’operatore non consente questa operazione.');
}

/**
 * Whether the operator may reach a customer of this brand; a customer of another brand is
 * answered as unknown (404), never with its data.
 */
export function requireOperatorBrand(actor: OperatorActor, companyCode: string, what?: string): void {
  if (!actor.brands.includes(companyCode)) throw notFound(what);
}
