import type { RequestParts } from './operations';

/**
 * Hostile variants of a valid request, derived from its shape: every body field removed, of the
 * wrong type, huge, carrying SQL or script, an impossible date; unknown and prototype-polluting
 * fields; deep JSON; malformed bodies; every query parameter and path id likewise.
 */
export interface Mutant {
  name: string;
  path: string;
  query?: Record<string, string | string[]>;
  /** A JS value sent as JSON, or `raw` text sent as is with a JSON content type. */
  body?: unknown;
  raw?: string;
  contentType?: string;
}

const SQL = "' OR '1'='1'; DROP TABLE users; --";
const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const ODD = '\u0000\uffff\u202e😀';
const HUGE = 'A'.repeat(100_000);
const IMPOSSIBLE_DATES = ['2025-13-01', '2025-02-30', '2025-02-29T25:61:00Z', '0000-00-00', '99999-01-01'];

/** Values of the wrong kind (or hostile content) for a field that holds `value`. */
function wrongValues(value: unknown): [string, unknown][] {
  const common: [string, unknown][] = [
    ['null', null],
    ['an object', { $gt: '' }],
    ['an array', [value, value]],
    ['SQL', SQL],
    ['script', SCRIPT],
    ['control and odd characters', ODD],
    ['a huge string', HUGE],
  ];
  if (typeof value === 'string') {
    return [
      ...common,
      ['a number', 12345],
      ['a boolean', true],
      ['an empty string', ''],
      ['blanks', '   '],
      ...IMPOSSIBLE_DATES.map((d): [string, unknown] => [`the impossible date ${d}`, d]),
    ];
  }
  if (typeof value === 'number') {
    return [
      ...common,
      ['a string', 'abc'],
      ['a numeric string', String(value)],
      ['zero', 0],
      ['a negative number', -1],
      ['a fraction', 1.5],
      ['beyond 2^53', 2 ** 53 + 2],
      // A safe integer past PostgreSQL's integer columns (2^31 - 1): bad input, not a database error.
      ['beyond 2^31', 3_000_000_000],
      ['1e308', 1e308],
    ];
  }
  if (typeof value === 'boolean') return [...common, ['a string', 'yes'], ['a number', 1]];
  return common;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Paths to every leaf (and every object) of a JSON value. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function setAt(root: Json, path: (string | number)[], replace: (old: Json) => Json | undefined): Json {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  const next = replace(node[last] as Json);
  if (next === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = next;
  return copy;
}

function getAt(root: Json, path: (string | number)[]): Json {
  let node = root as Record<string | number, Json>;
  for (const key of path) node = node[key] as Record<string | number, Json>;
  return node as Json;
}

function bodyMutants(base: RequestParts): Mutant[] {
  const out: Mutant[] = [];
  const at = (name: string, body: unknown): Mutant => ({ name, path: base.path, query: base.query, body });
  const raw = (name: string, text: string, contentType = 'application/json'): Mutant => ({
    name,
    path: base.path,
    query: base.query,
    raw: text,
    contentType,
  });
  if (base.body === undefined) {
    out.push(at('an unexpected JSON body', { qualcosa: SQL }));
    return out;
  }
  const body = base.body as Json;
  out.push(
    raw('no body at all', ''),
    at('an empty object', {}),
    at('the body not wrapped in its name', Object.values(body as Record<string, Json>)[0]),
    at('an array', [body]),
    at('a string', 'testo'),
    at('a number', 42),
    raw('broken JSON', '{"a": '),
    raw('JSON with a __proto__ key', `{"__proto__": {"isAdmin": true}, ${JSON.stringify(body).slice(1)}`),
    raw('deep JSON (10,000 levels)', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    raw('a body over 1 MB', JSON.stringify({ x: 'A'.repeat(1_100_000) })),
    raw('JSON sent as text/plain', JSON.stringify(body), 'text/plain'),
  );
  for (const path of paths(body)) {
    if (path.length === 0) continue;
    const label = path.join('.');
    const value = getAt(body, path);
    out.push(
      at(
        `${label} removed`,
        setAt(body, path, () => undefined),
      ),
    );
    if (value !== null && typeof value === 'object') {
      out.push(
        at(
          `${label} with an unknown field`,
          setAt(body, path, (old) => ({ ...(old as object), isAdmin: true })),
        ),
      );
      out.push(
        at(
          `${label} as a string`,
          setAt(body, path, () => SQL),
        ),
      );
      continue;
    }
    for (const [kind, wrong] of wrongValues(value)) {
      out.push(
        at(
          `${label} as ${kind}`,
          setAt(body, path, () => wrong as Json),
        ),
      );
    }
  }
  return out;
}

function queryMutants(base: RequestParts): Mutant[] {
  const out: Mutant[] = [];
  const query = base.query ?? {};
  const at = (name: string, q: Record<string, string | string[]>): Mutant => ({
    name,
    path: base.path,
    query: q,
    body: base.body,
  });
  for (const [key, value] of Object.entries(query)) {
    const without = { ...query };
    delete without[key];
    out.push(at(`query ${key} removed`, without));
    out.push(at(`query ${key} twice`, { ...query, [key]: [value, value] }));
    for (const hostile of [
      '',
      SQL,
      SCRIPT,
      ODD,
      'A'.repeat(10_000),
      '-1',
      '0',
      '1e309',
      'NaN',
      'undefined',
      ...IMPOSSIBLE_DATES,
    ]) {
      out.push(at(`query ${key}=${hostile.slice(0, 20)}`, { ...query, [key]: hostile }));
    }
  }
  const extras: Record<string, string>[] = [
    { pagingTake: '-1' },
    { pagingTake: '100000000' },
    { pagingSkip: '-5' },
    { pagingSkip: '99999999999999999999' },
    { pagingSkip: '3000000000' },
    { startDate: '2025-13-01' },
    { endDate: '2025-02-30' },
    { startDate: '2025-06-01', endDate: '2024-01-01' },
    { orderBy: 'id; DROP TABLE users' },
    { useExtKey: 'forse' },
    { customerKey: SQL },
    { customerId: '1 OR 1=1' },
  ];
  for (const extra of extras) out.push(at(`query with ${JSON.stringify(extra)}`, { ...query, ...extra }));
  return out;
}

function pathMutants(base: RequestParts): Mutant[] {
  const segments = base.path.split('/');
  const out: Mutant[] = [];
  segments.forEach((segment, i) => {
    // Ids and keys: the segments a template filled (numbers, customer keys, offer codes).
    if (!/^\d+$/.test(segment) && !/^[A-Z]{3}[\w-]*$/.test(segment)) return;
    for (const hostile of [
      '0',
      '-1',
      'abc',
      '1.5',
      '99999999999999999999',
      '3000000000',
      "1' OR '1'='1",
      '%00',
      'A'.repeat(5000),
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const copy = [...segments];
      copy[i] = hostile.includes('%') ? hostile : encodeURIComponent(hostile);
      out.push({
        name: `path segment ${i} = ${hostile.slice(0, 20)}`,
        path: copy.join('/'),
        query: base.query,
        body: base.body,
      });
    }
  });
  return out;
}

export function mutantsOf(base: RequestParts): Mutant[] {
  return [...bodyMutants(base), ...queryMutants(base), ...pathMutants(base)];
}
