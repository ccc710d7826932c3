// eslint-disable-next-line no-restricted-imports -- a test of the sources reads them; never in the bundle
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { join, relative, sep } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as table from '@sportello/contract/endpoints';

/**
 * One definition per operation (issue 19): the web calls the API only through the typed client
 * with an endpoint of the table generated from the contract's definitions, and what the API
 * answers is the contract's type, never one written again by hand in a feature's api folder.
 * The sources are read with the TypeScript parser (no type checking), so comments never count.
 */

/** The web's sources, tests included (a test reads files: it never reaches the browser). */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const ENDPOINTS_MODULE = '@sportello/contract/endpoints';
const ENDPOINTS_FILE = join(SRC, '../../../packages/contract/src/endpoints.ts');

/** The one module that sends requests, and the one that keys its cache by the paths below API_BASE. */
const CLIENT = 'lib/api-client.ts';
const CACHE = 'lib/cached-api.ts';

/** The typed client's functions and the position of their endpoint argument. */
const CLIENT_CALLS: Record<string, number> = { call: 0, callRaw: 0, cachedCall: 1 };

/** A path of the API (or of its dev tools) written as a string. */
const API_PATH =
  /\/services\/rest|\/portalapi\/|^\/(Erp|Core|Wfm|bpm)\/v1\/|^\/stradario\/|^\/dev\/|^\/(healthz|readyz)$/;

/** A request sent by hand: fetch, a beacon, an XHR, an event stream or a socket. */
const REQUEST =
  /^((window|globalThis|self)\.)?fetch$|^navigator\.sendBeacon$|^(XMLHttpRequest|EventSource|WebSocket)$/;

interface Source {
  /** Relative to src, with forward slashes. */
  path: string;
  file: ts.SourceFile;
}

function parse(path: string, text: string): Source {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { path, file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind) };
}

function sources(dir = SRC): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): Source[] => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [parse(relative(SRC, full).split(sep).join('/'), readFileSync(full, 'utf8'))];
  });
}

const isTest = (source: Source) => /\.test\.tsx?$/.test(source.path);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function where(source: Source, node: ts.Node): string {
  const { line } = source.file.getLineAndCharacterOfPosition(node.getStart(source.file));
  return `${source.path}:${line + 1}`;
}

/** The endpoints of the generated table: every export that is a method and a path. */
const ENDPOINT_NAMES = new Set(
  Object.entries(table)
    .filter(
      ([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
    )
    .map(([name]) => name),
);

/** The types the table's module exports (`export type { ResponseOf, … }`). */
const TABLE_TYPES = new Set(
  parse('endpoints.ts', readFileSync(ENDPOINTS_FILE, 'utf8'))
    .file.statements.filter(ts.isExportDeclaration)
    .flatMap((d) =>
      d.isTypeOnly && d.exportClause && ts.isNamedExports(d.exportClause)
        ? d.exportClause.elements.map((e) => e.name.text)
        : [],
    ),
);

interface EndpointImports {
  /** Local name → the table's name, for the names imported as values. */
  values: Map<string, string>;
  /** Local names of `import * as … from '@sportello/contract/endpoints'`. */
  namespaces: Set<string>;
  /** Every name imported, with whether it is imported for its type only. */
  named: { name: string; typeOnly: boolean; node: ts.Node }[];
}

function endpointImports(source: Source): EndpointImports {
  const imports: EndpointImports = { values: new Map(), namespaces: new Set(), named: [] };
  for (const statement of source.file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== ENDPOINTS_MODULE) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || !bindings) continue;
    if (ts.isNamespaceImport(bindings)) {
      imports.namespaces.add(bindings.name.text);
      continue;
    }
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const typeOnly = clause.isTypeOnly || element.isTypeOnly;
      imports.named.push({ name, typeOnly, node: element });
      if (!typeOnly) imports.values.set(element.name.text, name);
    }
  }
  return imports;
}

/** The names the file imports from the typed client (`call`, `callRaw`, `cachedCall`…): local → exported. */
function clientImports(source: Source): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/\/(api-client|cached-api)$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      names.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** Each call of the typed client in the file, with the client function it calls. */
function clientCalls(source: Source): { node: ts.CallExpression; fn: string }[] {
  const client = clientImports(source);
  const calls: { node: ts.CallExpression; fn: string }[] = [];
  walk(source.file, (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
    const fn = client.get(node.expression.text);
    if (fn !== undefined && fn in CLIENT_CALLS) calls.push({ node, fn });
  });
  return calls;
}

/** Names imported from the table that it does not have (an endpoint without a definition). */
function unknownEndpoints(all: Source[]): string[] {
  return all.flatMap((source) =>
    endpointImports(source)
      .named.filter(({ name, typeOnly }) => !ENDPOINT_NAMES.has(name) && !(typeOnly && TABLE_TYPES.has(name)))
      .map(({ name, node }) => `${where(source, node)} imports ${name}`),
  );
}

/** Calls of the typed client whose endpoint is not one imported from the table. */
function unnamedCalls(code: Source[]): string[] {
  return code
    .filter((source) => source.path !== CLIENT && source.path !== CACHE)
    .flatMap((source) => {
      const endpoints = endpointImports(source);
      return clientCalls(source)
        .filter(({ node, fn }) => {
          const argument = node.arguments[CLIENT_CALLS[fn]!];
          if (argument === undefined) return true;
          if (ts.isIdentifier(argument)) return !endpoints.values.has(argument.text);
          return !(
            ts.isPropertyAccessExpression(argument) &&
            ts.isIdentifier(argument.expression) &&
            endpoints.namespaces.has(argument.expression.text) &&
            ENDPOINT_NAMES.has(argument.name.text)
          );
        })
        .map(
          ({ node, fn }) =>
            `${where(source, node)} ${fn}(${node.arguments[CLIENT_CALLS[fn]!]?.getText() ?? ''}, …)`,
        );
    });
}

/** Requests sent around the client: fetch of an API path, the untyped helpers, API paths written by hand. */
function rawRequests(code: Source[]): string[] {
  const raw: string[] = [];
  for (const source of code) {
    if (source.path === CLIENT) continue;
    for (const [local, name] of clientImports(source)) {
      if (name === 'api' || name === 'apiRaw') raw.push(`${source.path} imports ${name} as ${local}`);
    }
    walk(source.file, (node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        if (REQUEST.test(node.expression.getText())) {
          const url = node.arguments?.[0];
          const literal =
            url && (ts.isStringLiteral(url) || ts.isNoSubstitutionTemplateLiteral(url)) ? url : null;
          // A literal URL elsewhere (a static asset) is not the API; anything else may be.
          if (!literal || API_PATH.test(literal.text))
            raw.push(`${where(source, node)} ${node.expression.getText()}(…)`);
        }
      }
      const text =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
          ? node.text
          : null;
      if (text !== null && API_PATH.test(text) && !ts.isImportDeclaration(node.parent)) {
        raw.push(`${where(source, node)} the path ${text}`);
      }
      if (ts.isIdentifier(node) && node.text === 'API_BASE' && source.path !== CACHE) {
        raw.push(`${where(source, node)} API_BASE`);
      }
    });
  }
  return raw;
}

/*
 * What the API answers, in a feature's api folder: the contract's type (`AnswerOf<typeof
 * getSupplies>`, a `z.infer` type of the contract imported for its type only, or a Pick or Omit
 * of them). A shape written by hand is an interface without `extends`, or an object type literal
 * that is not an override intersected with such a type (`Omit<Answer, 'sentTo'> & { sentTo:
 * string }` maps the answer, it does not copy it). It may describe what the web sends or keeps,
 * never the answer of a function that calls the API; a `…Result` is the outcome of a web action
 * (ok, or the message why not), not an answer.
 */

const isApiFile = (source: Source) =>
  /^features\/[^/]+\/api\//.test(source.path) || source.path === 'app/modules.ts';

/** The object type literal of a type node, outside an override intersection; undefined if none. */
function literalOf(type: ts.TypeNode): ts.TypeLiteralNode | undefined {
  let found: ts.TypeLiteralNode | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isTypeLiteralNode(node)) found = node;
    else if (ts.isIntersectionTypeNode(node) && node.types.some((t) => !ts.isTypeLiteralNode(t))) {
      node.types.filter((t) => !ts.isTypeLiteralNode(t)).forEach(visit);
    } else node.forEachChild(visit);
  };
  visit(type);
  return found;
}

/** The object shapes written by hand in a file: name → where. */
function handWrittenShapes(source: Source): Map<string, string> {
  const shapes = new Map<string, string>();
  for (const s of source.file.statements) {
    if (
      (ts.isInterfaceDeclaration(s) && !s.heritageClauses) ||
      (ts.isTypeAliasDeclaration(s) && literalOf(s.type) !== undefined)
    ) {
      shapes.set(s.name.text, where(source, s));
    }
  }
  return shapes;
}

/** A relative module specifier of a file, as a path below src without its extension. */
function resolvePath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The hand-written shape a type name of the file stands for: declared in the file, or imported
 * from a module of the web (`./draft`); undefined for anything else (the contract's types).
 */
function shapeNamed(source: Source, name: string, all: Map<string, Source>): string | undefined {
  const own = handWrittenShapes(source).get(name);
  if (own) return own;
  for (const s of source.file.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const bindings = s.importClause?.namedBindings;
    if (!s.moduleSpecifier.text.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const base = resolvePath(source.path, s.moduleSpecifier.text);
    const from = all.get(`${base}.ts`) ?? all.get(`${base}.tsx`);
    return from && shapeNamed(from, (element.propertyName ?? element.name).text, all);
  }
  return undefined;
}

/** Hand-written shapes named after an answer (…Response, …Answer). */
function answerNamedShapes(api: Source[]): string[] {
  return api.flatMap((source) =>
    [...handWrittenShapes(source)]
      .filter(([name]) => /(Response|Answer)$/.test(name))
      .map(([name, at]) => `${at} ${name}`),
  );
}

function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionLike(parent)) return parent;
  }
  return undefined;
}

/** Functions calling the API whose declared answer is a shape written by hand. */
function handWrittenAnswers(api: Source[], all: Source[] = api): string[] {
  const byPath = new Map(all.map((source) => [source.path, source]));
  const wrong = new Set<string>();
  for (const source of api) {
    for (const { node } of clientCalls(source)) {
      const declared = enclosingFunction(node)?.type;
      if (!declared) continue;
      const literal = literalOf(declared);
      if (literal) wrong.add(`${where(source, declared)} answers ${literal.getText()}`);
      walk(declared, (part) => {
        if (!ts.isTypeReferenceNode(part) || !ts.isIdentifier(part.typeName)) return;
        const name = part.typeName.text;
        const at = shapeNamed(source, name, byPath);
        if (at && !name.endsWith('Result')) wrong.add(`${where(source, declared)} answers ${name} (${at})`);
      });
    }
  }
  return [...wrong];
}

const ALL = sources();
const CODE = ALL.filter((s) => !isTest(s));
const API = CODE.filter(isApiFile);

describe('every call of the API names an operation of the contract', () => {
  it('imports from @sportello/contract/endpoints only the endpoints of the generated table and its types', () => {
    expect(ENDPOINT_NAMES.size).toBeGreaterThan(50);
    expect(TABLE_TYPES).toContain('ResponseOf');
    expect(unknownEndpoints(ALL)).toEqual([]);
  });

  it('calls call, callRaw and cachedCall with an endpoint imported from the table', () => {
    expect(CODE.map((s) => s.path)).toEqual(expect.arrayContaining([CLIENT, CACHE, 'app/modules.ts']));
    expect(CODE.filter((s) => clientCalls(s).length > 0).length).toBeGreaterThan(40);
    expect(unnamedCalls(CODE)).toEqual([]);
  });

  it('sends no request around the client: no fetch of an API path, no untyped helper, no API path by hand', () => {
    expect(rawRequests(CODE)).toEqual([]);
  });

  it('would catch each of these', () => {
    const bad = parse(
      'features/x/api/x.ts',
      [
        "import { getSupplies, getNothing } from '@sportello/contract/endpoints';",
        "import { call, apiRaw } from '../../../lib/api-client';",
        "const endpoint = { method: 'GET', path: '/services/rest/portalapi/Erp/v1/x' } as const;",
        'export const a = () => call(endpoint);',
        'export const b = () => call(getSupplies);',
        "export const c = () => fetch('/services/rest/portalapi/Erp/v1/supplies');",
        'export const d = (url: string) => window.fetch(url);',
        "export const e = () => fetch('/brand/logo.svg');",
        '// a comment naming /services/rest/portalapi is no request',
      ].join('\n'),
    );
    expect(unknownEndpoints([bad])).toEqual(['features/x/api/x.ts:1 imports getNothing']);
    expect(unnamedCalls([bad])).toEqual(['features/x/api/x.ts:4 call(endpoint, …)']);
    expect(rawRequests([bad])).toEqual([
      'features/x/api/x.ts imports apiRaw as apiRaw',
      'features/x/api/x.ts:3 the path /services/rest/portalapi/Erp/v1/x',
      'features/x/api/x.ts:6 fetch(…)',
      'features/x/api/x.ts:6 the path /services/rest/portalapi/Erp/v1/supplies',
      'features/x/api/x.ts:7 window.fetch(…)',
    ]);
  });
});

describe('what the API answers is the contract’s type', () => {
  it('has no hand-written shape named after an answer (…Response, …Answer) in a feature’s api folder', () => {
    expect(answerNamedShapes(API)).toEqual([]);
  });

  it('declares no hand-written shape as the answer of a function that calls the API', () => {
    expect(API.filter((s) => clientCalls(s).length > 0).length).toBeGreaterThan(40);
    expect(handWrittenAnswers(API, CODE)).toEqual([]);
  });

  it('would catch each of these, and let mappings and inputs be', () => {
    const bad = parse(
      'features/x/api/x.ts',
      [
        "import { getSupplies, getDocuments } from '@sportello/contract/endpoints';",
        "import { call, type AnswerOf } from '../../../lib/api-client';",
        "import type { SuppliesDraft } from './draft';",
        'export interface SuppliesAnswer { supplies: unknown[]; total: number }',
        'export function a(): Promise<SuppliesAnswer> { return call(getSupplies); }',
        'export const b = (): Promise<{ total: number }> => call(getSupplies);',
        "export type Doc = Omit<AnswerOf<typeof getDocuments>, 'data'> & { data: Blob };",
        'export async function c(): Promise<Doc> { return { ...(await call(getDocuments)), data: new Blob() }; }',
        'export interface DocInput { key: string }',
        'export function d(input: DocInput): Promise<AnswerOf<typeof getDocuments>> {',
        '  return call(getDocuments, { query: { archiviationKey: input.key } });',
        '}',
        'export const e = (): Promise<SuppliesDraft> => call(getSupplies);',
      ].join('\n'),
    );
    const draft = parse('features/x/api/draft.ts', 'export interface SuppliesDraft { total: number }');
    expect(answerNamedShapes([bad])).toEqual(['features/x/api/x.ts:4 SuppliesAnswer']);
    expect(handWrittenAnswers([bad], [bad, draft])).toEqual([
      'features/x/api/x.ts:5 answers SuppliesAnswer (features/x/api/x.ts:4)',
      'features/x/api/x.ts:6 answers { total: number }',
      'features/x/api/x.ts:13 answers SuppliesDraft (features/x/api/draft.ts:1)',
    ]);
  });
});
