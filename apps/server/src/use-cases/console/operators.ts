import type { createOperatorBodySchema } from '@sportello/contract/console/operators';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../services/console/audit';
import {
  createOperator,
  findOperatorView,
  listOperatorViews,
  OPERATOR_MESSAGES,
  resetOperatorCredentials,
  setOperatorSuspended,
  unknownBrands,
  type OperatorCredentials,
  type OperatorView,
} from '../../services/console/operators';
import { endOperatorSession } from '../../services/console/sessions';
import { requireOperatorRole, type Deps, type OperatorActor } from '../context';

/**
 * The console's own operators: who is the operator of a session, and what an admin does to the
 * others (create, suspend, reinstate, reset). An admin reaches only operators whose brands are all
 * among its own (another one is a 404, as if unknown); every change is in the audit log.
 */

export async function getMe(deps: Deps, actor: OperatorActor): Promise<OperatorView> {
  const me = await findOperatorView(deps.db, actor.operatorId);
  if (!me) throw notFound(OPERATOR_MESSAGES.notFound);
  return me;
}

export async function logOutOperator(
  deps: Deps,
  actor: OperatorActor,
  sessionId: string,
): Promise<{ endedAt: string }> {
  await endOperatorSession(deps.db, sessionId);
  await audit(deps.db, actor, { action: 'logout', targetType: 'operator', targetId: actor.operatorId });
  return { endedAt: new Date().toISOString() };
}

const withinBrands = (actor: OperatorActor, brands: readonly string[]) =>
  brands.every((brand) => actor.brands.includes(brand));

/** The operator an admin may manage (every brand of it among the admin's), or 404. */
async function managed(deps: Deps, actor: OperatorActor, id: number): Promise<OperatorView> {
  requireOperatorRole(actor, 'admin');
  const target = await findOperatorView(deps.db, id);
  if (!target || !withinBrands(actor, target.brands)) throw notFound(OPERATOR_MESSAGES.notFound);
  return target;
}

export async function listOperators(
  deps: Deps,
  actor: OperatorActor,
): Promise<{ operators: OperatorView[] }> {
  requireOperatorRole(actor, 'admin');
  const all = await listOperatorViews(deps.db);
  return { operators: all.filter((op) => withinBrands(actor, op.brands)) };
}

export async function createOperatorByAdmin(
  deps: Deps,
  actor: OperatorActor,
  input: z.output<typeof createOperatorBodySchema>,
): Promise<OperatorCredentials & { operator: OperatorView }> {
  requireOperatorRole(actor, 'admin');
  if (unknownBrands(input.brands).length > 0 || !withinBrands(actor, input.brands))
    throw badRequest(OPERATOR_MESSAGES.unknownBrand, { brands: OPERATOR_MESSAGES.unknownBrand });
  const created = await createOperator(deps.db, deps.config, input);
  if (!created) throw conflict(OPERATOR_MESSAGES.usernameTaken);
  await audit(deps.db, actor, {
    action: 'operator.create',
    targetType: 'operator',
    targetId: created.operator.id,
    after: created.operator,
  });
  return { operator: created.operator, ...created.credentials };
}

export async function suspendOperator(deps: Deps, actor: OperatorActor, id: number): Promise<OperatorView> {
  const before = await managed(deps, actor, id);
  if (id === actor.operatorId) throw conflict('Un amministratore non può sospendere sé stesso');
  const after = (await setOperatorSuspended(deps.db, id, true))!;
  await audit(deps.db, actor, {
    action: 'operator.suspend',
    targetType: 'operator',
    targetId: id,
    before,
    after,
  });
  return after;
}

export async function reinstateOperator(deps: Deps, actor: OperatorActor, id: number): Promise<OperatorView> {
  const before = await managed(deps, actor, id);
  const after = (await setOperatorSuspended(deps.db, id, false))!;
  await audit(deps.db, actor, {
    action: 'operator.reinstate',
    targetType: 'operator',
    targetId: id,
    before,
    after,
  });
  return after;
}

export async function resetOperator(
  deps: Deps,
  actor: OperatorActor,
  id: number,
): Promise<OperatorCredentials & { operator: OperatorView }> {
  const before = await managed(deps, actor, id);
  const reset = (await resetOperatorCredentials(deps.db, deps.config, id))!;
  // The audit keeps what changed, never the new secrets.
  await audit(deps.db, actor, {
    action: 'operator.reset',
    targetType: 'operator',
    targetId: id,
    before,
    after: { ...reset.operator, credentials: 'reimpostate' },
  });
  return { operator: reset.operator, ...reset.credentials };
}
