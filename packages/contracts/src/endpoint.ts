import type { z } from 'zod';
import type { codes } from './codes.ts';
import type * as Admin from './admin/index.ts';
import type * as Main from './index.ts';

// One object per API endpoint (docs/decisions/090): its method, its full path, its schemas, what OpenAPI says about
// it and the codes it may answer. The API registers its route from the object (apps/api/src/http/route.ts) and the
// web calls it through the object (apps/web/src/lib/api-client.ts apiCall), so the path is written once, here.
//
// Schemas are named, not held: `response: 'courseListResponse'` is the export name of a contract schema, checked by
// the compiler. An endpoint object is then a few strings without zod, so the web's first load can import the ones it
// calls (issue 13: zod and the schemas load beside a request, never with the first page). The API looks the names up
// in the contract modules; the web loads a response schema by its name when it checks an answer (lib/get-parsed.ts).

/** The contract modules whose schemas an endpoint may name: the member contracts and the console's. */
export type SchemaModules = typeof Main & typeof Admin;

/** The export name of a contract schema (any zod type the two modules export). */
export type SchemaName = { [K in keyof SchemaModules]: SchemaModules[K] extends z.ZodType ? K : never }[keyof SchemaModules];

/** The schema a name stands for. */
export type SchemaOf<N> = N extends SchemaName ? SchemaModules[N] : never;

export type CodeName = keyof typeof codes;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** The full address, as the browser asks for it, in Fastify's syntax: `/api/rs/main/:id`. */
  path: `/api/${string}`;
  /** The address's `:params` (names must match the path's; checked by `endpoint`). */
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  /** Request headers the route requires (the guardian's key); a caller sends them in its axios `headers`. */
  headers?: SchemaName;
  /** The `data` of the `{ code, message, data }` envelope on success; none for files, pages and redirects. */
  response?: SchemaName;
  /** OpenAPI: one line in Korean, and the document's group. */
  summary: string;
  tags: readonly string[];
  /** The call carries the member's (or the console's) access token: OpenAPI shows the bearer scheme. */
  bearer?: boolean;
  /**
   * The area codes this call may answer besides 0000, input errors (1xxx) and, for a bearer call, the session
   * codes (09xx). Shown in the OpenAPI description.
   */
  errors?: readonly CodeName[];
}

/** Where the operator console's calls live: every endpoint under it is a console call (its own session). */
export const CONSOLE_PATH_PREFIX = '/api/admin';

/** Where a teacher's studio calls live: every endpoint under it takes only a studio session (slogin, decision 122). */
export const STUDIO_PATH_PREFIX = '/api/studio';

/** The `:name` parts of a path (`:name.m3u8` names `name`). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? ParamName<Name> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A mismatch between the path's `:params` and the params schema's fields, as a compile error at `endpoint()`. */
type ParamsCheck<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? E['params'] extends SchemaName
    ? { params: 'the path has no :params' }
    : unknown
  : E['params'] extends SchemaName
    ? Same<PathParamNames<E['path']>, keyof z.output<SchemaOf<E['params']>> & string> extends true
      ? unknown
      : { params: `the path's :params are ${PathParamNames<E['path']>}` }
    : { params: `the path has :${PathParamNames<E['path']>}: name its params schema` };

/**
 * Declares an endpoint. A plain object at run time (so unused ones drop out of a bundle); the compiler checks the
 * schema names, the codes and that the path's `:params` are the params schema's fields.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(declared: E & ParamsCheck<E>): E {
  return declared;
}

// ── What a caller sends and receives ─────────────────────────────────────────

/**
 * The fields a client sends for a schema: which fields and whether they are optional from its input, the value type
 * from its input unless that is `unknown` (a coerced or preprocessed field: then its parsed type, e.g. a number for
 * an id the address carries as text).
 */
export type Wire<S> = S extends z.ZodType
  ? { [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? (K extends keyof z.output<S> ? z.output<S>[K] : never) : z.input<S>[K] }
  : never;

export type ParamsOf<E extends Endpoint> = Wire<SchemaOf<E['params']>>;
export type QueryOf<E extends Endpoint> = Wire<SchemaOf<E['query']>>;
export type BodyOf<E extends Endpoint> = Wire<SchemaOf<E['body']>>;
/** The `data` of a successful answer (unknown for an endpoint without a response schema). */
export type DataOf<E extends Endpoint> = E['response'] extends SchemaName ? z.output<SchemaOf<E['response']>> : unknown;

/** What a call names beside the endpoint: only the parts the endpoint has, each required when it has required fields. */
export type CallInput<E extends Endpoint> = Part<'params', E['params'], ParamsOf<E>> & Part<'query', E['query'], QueryOf<E>> & Part<'body', E['body'], BodyOf<E>>;
type Part<K extends string, N, T> = N extends SchemaName ? (Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T }) : { [P in K]?: never };

/** The endpoint's address with its `:params` filled in (each encoded). */
export function fillPath(path: string, params: object | undefined): string {
  if (!params) return path;
  const values = params as Record<string, unknown>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${path}: :${name} must be a string or a number`);
    return encodeURIComponent(value);
  });
}
