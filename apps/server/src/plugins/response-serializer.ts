import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers written by Fastify's serializer (fast-json-stringify) from the contract's own response
 * schema, converted once to JSON schema by zod (`z.toJSONSchema`), instead of zod parsing every
 * answer object by object and `JSON.stringify` writing the copy (docs/scaling.md: 3–5% of a
 * dashboard call's CPU). The text is the same: only the schema's fields, in the schema's order,
 * undeclared ones dropped as zod drops them.
 *
 * Only where the JSON schema says all zod would do: a schema with a transform, a default, a
 * union of objects or of unlike shapes (anything but "X or null", literals of one type, or a
 * list of scalar types, which fast-json-stringify picks by the value's own type), a tuple, a
 * recursive `$ref` or an unknown keyword keeps zod's serializer
 * (`plainSchema` returns null), and so do the refusals (the error body). Under vitest each answer
 * is also serialized by zod and the two texts compared: a difference is a 500 that fails the test.
 */

type Json = { [key: string]: unknown };

/** Keywords that only validate: a serializer ignores them (zod checked the input, not the answer). */
const VALIDATION_ONLY = new Set([
  '$schema',
  'title',
  'description',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'contentEncoding',
  'contentMediaType',
  'id',
  // A literal or an enum is written as the value the handler gave, like any value of its type
  // (fast-json-stringify would write the schema's constant whatever the value).
  'enum',
  'const',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

/**
 * The JSON schema of `node` reduced to what fast-json-stringify writes exactly as
 * `JSON.stringify(zod.parse(value))` would, `$ref`s inlined; null when it cannot say so.
 */
function plain(node: unknown, defs: Json, seen: readonly string[]): Json | null {
  if (node === true || (typeof node === 'object' && node !== null && Object.keys(node).length === 0)) {
    return {}; // any value, written by JSON.stringify as zod passes it through
  }
  if (typeof node !== 'object' || node === null) return null;
  const schema = node as Json;
  if (typeof schema.$ref === 'string') {
    const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
    if (!name || !(name in defs) || seen.includes(name)) return null; // recursive or foreign
    const rest = { ...schema };
    delete rest.$ref;
    delete rest.$defs;
    const inner = plain(defs[name], defs, [...seen, name]);
    return inner && Object.keys(rest).every((k) => VALIDATION_ONLY.has(k)) ? inner : null;
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key) || key === '$defs') continue;
    switch (key) {
      case 'type': {
        const types = Array.isArray(value) ? value : [value];
        if (!types.every((t) => typeof t === 'string' && TYPES.has(t))) return null;
        out.type = value;
        break;
      }
      case 'required':
        // Left out: fast-json-stringify writes required properties before the others, and the
        // text must keep the schema's order (zod's). A missing field is then left out, not a 500.
        break;
      case 'properties': {
        const properties: Json = {};
        for (const [name, property] of Object.entries(value as Json)) {
          const inner = plain(property, defs, seen);
          if (!inner) return null;
          properties[name] = inner;
        }
        out.properties = properties;
        break;
      }
      case 'additionalProperties': {
        if (value === false) break; // undeclared fields dropped: fast-json-stringify's default
        const inner = plain(value, defs, seen);
        if (!inner) return null;
        out.additionalProperties = inner;
        break;
      }
      case 'items': {
        const inner = plain(value, defs, seen);
        if (!inner) return null;
        out.items = inner;
        break;
      }
      case 'anyOf':
      case 'oneOf': {
        // Only "X or null" (zod's .nullable()) and a union of literals of one type, each with or
        // without null: one schema, which fast-json-stringify writes without guessing a branch.
        // Any other union stays with zod.
        const branches = (value as unknown[]).map((b) => plain(b, defs, seen));
        if (branches.some((b) => !b)) return null;
        const isNull = (b: Json) => b.type === 'null' && Object.keys(b).length === 1;
        const nullable = branches.some((b) => isNull(b!));
        const others = branches.filter((b) => !isNull(b!)) as Json[];
        const type = others[0]?.type;
        if (typeof type !== 'string' || type === 'null') return null;
        let merged: Json;
        if (others.length === 1) {
          merged = { ...others[0] };
        } else if (
          // Literals of one scalar type: their const dropped above, each branch is just the type.
          (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') &&
          others.every((b) => b.type === type && Object.keys(b).length === 1)
        ) {
          merged = { type };
        } else {
          return null;
        }
        Object.assign(out, merged, nullable ? { type: [type, 'null'] } : {});
        break;
      }
      default:
        // default (zod fills it in), allOf, not, if, prefixItems, patternProperties…
        return null;
    }
  }
  if (typeof out.type !== 'string' && !Array.isArray(out.type) && Object.keys(out).length > 0) {
    return null; // properties or items without a type: leave it to zod
  }
  return out;
}

/** The JSON schema fast-json-stringify can write `schema`'s answers with, or null (then zod). */
export function plainSchema(schema: z.ZodType): Json | null {
  let json: Json;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Json;
  } catch {
    return null; // a transform, a date, a bigint…
  }
  return plain(json, (json.$defs as Json | undefined) ?? {}, []);
}

const CHECK_AGAINST_ZOD = Boolean(process.env.VITEST);

/** What Fastify hands a route's serializer compiler, once per status of the route's response. */
interface SerializedRoute {
  schema: z.ZodType;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * The serializer compiler of serve()'s routes: fast-json-stringify for the success answer when
 * `plainSchema` allows it (built on the first answer, so unused routes cost nothing at start),
 * zod's otherwise and for every refusal.
 */
export function contractSerializerCompiler(
  successStatus: number,
): (route: SerializedRoute) => (data: unknown) => string {
  return (route) => {
    const zod = zodSerializerCompiler(route as never) as (data: unknown) => string;
    if (Number(route.httpStatus) !== successStatus) return zod;
    let write: ((data: unknown) => string) | null | undefined;
    return (data: unknown) => {
      if (write === undefined) {
        const json = plainSchema(route.schema);
        write = json ? (fastJson(json as never) as (data: unknown) => string) : null;
      }
      if (!write) return zod(data);
      const text = write(data);
      if (CHECK_AGAINST_ZOD) {
        const expected = zod(data);
        if (text !== expected) {
          throw new Error(
            `${route.method} ${route.url}: fast-json-stringify wrote ${text.slice(0, 500)}, zod ${expected.slice(0, 500)}`,
          );
        }
      }
      return text;
    };
  };
}
