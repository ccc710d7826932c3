import type { z } from 'zod';
import type { HttpMethod, OperationDefinition } from './operation';

/**
 * The types of the web's typed client, from the operations' zod schemas, imported for their
 * types only: a client importing an endpoint (endpoints.ts) gets a method and a path, never zod.
 */

export type { HttpMethod } from './operation';

/** What an endpoint needs of its operation's definition. */
interface OperationShape {
  readonly method: HttpMethod;
  readonly path: string;
}

/** An operation as the client calls it: its method and path, and its definition as a type. */
export interface Endpoint<O extends OperationShape = OperationShape> {
  readonly method: O['method'];
  readonly path: O['path'];
  /** Never set at runtime: carries the definition's type. */
  readonly operation?: O;
}

/** The definition behind an endpoint. */
export type OperationOf<E extends Endpoint> =
  NonNullable<E['operation']> extends OperationDefinition ? NonNullable<E['operation']> : never;

type SchemaOf<E extends Endpoint, K extends 'params' | 'query' | 'body' | 'response'> =
  OperationOf<E> extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

/** Whether the endpoint declares a schema for its query, body or response. */
export type Declares<E extends Endpoint, K extends 'query' | 'body' | 'response'> = [SchemaOf<E, K>] extends [
  never,
]
  ? false
  : true;

/** `{id}` and `{workflowId}` of a path, as an object of their values. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string | number }
  : Record<never, never>;

/** The query an endpoint takes (its schema's input); a loose record where it declares none. */
export type QueryOf<E extends Endpoint> =
  Declares<E, 'query'> extends true
    ? z.input<SchemaOf<E, 'query'>>
    : Record<string, string | number | boolean | undefined | null>;

/** The body an endpoint takes (its schema's input, named request included). */
export type BodyOf<E extends Endpoint> =
  Declares<E, 'body'> extends true ? z.input<SchemaOf<E, 'body'>> : never;

/** The whole success body an endpoint answers (named response object included). */
export type ResponseOf<E extends Endpoint> =
  Declares<E, 'response'> extends true ? z.output<SchemaOf<E, 'response'>> : unknown;
