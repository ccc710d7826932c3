import { sql } from 'kysely';
import type { confPropertiesQuerySchema, getConfPropertiesResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import type { Deps, Actor } from '../context';

/**
 * The client's configuration properties (App_min_version…), all or one by name: the session
 * company's value where it has one, the general value otherwise.
 */
export async function getConfProperties(
  { db }: Deps,
  actor: Actor,
  input: z.output<typeof confPropertiesQuerySchema>,
): Promise<z.output<typeof getConfPropertiesResponseSchema>> {
  const { companyCode } = actor.session;
  let q = db
    .selectFrom('conf_properties')
    .select(['name', 'value', 'company_code'])
    .where((eb) => eb.or([eb('company_code', 'is', null), eb('company_code', '=', companyCode)]));
  if (input.propertyName) q = q.where('name', '=', input.propertyName);
  const rows = await q
    .orderBy('name')
    .orderBy(sql`company_code is null`)
    .execute();
  const byName = new Map<string, string>();
  for (const r of rows) if (!byName.has(r.name)) byName.set(r.name, r.value);
  return {
    getConfPropertiesResponse: {
      success: true as const,
      items: [...byName].map(([propertyName, value]) => ({ propertyName, value })),
    },
  };
}
