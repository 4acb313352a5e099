import type * as Contracts from '@school/contracts';
import type { DataOf, Endpoint, SchemaName as EndpointSchemaName } from '@school/contracts/endpoints';
import { apiCall, apiRequest, unwrap, type CallArgs } from './api-client';

/** The part of a contract's zod schema we use (keeps zod itself out of the web app's imports). */
export interface Schema<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}

/** Checks data against the contract's schema; `what` names it in the Korean error ('강의' → '강의 정보의 형식이…'). */
export function parseData<T>(schema: Schema<T>, data: unknown, what: string, message = `${what} 정보의 형식이 올바르지 않습니다.`): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(message);
  return parsed.data;
}

/** The contract's response schemas, by export name. */
type SchemaName = { [K in keyof typeof Contracts]: (typeof Contracts)[K] extends Schema<unknown> ? K : never }[keyof typeof Contracts];
type Parsed<K extends SchemaName> = (typeof Contracts)[K] extends Schema<infer T> ? T : never;

/**
 * The one GET path of the web app: request, unwrap the envelope (non-0000 → ApiError)
 * and check the data against the contract's schema, so a malformed answer becomes a
 * readable error state instead of a crash.
 * A schema named by its export loads with the contracts (and zod) beside the request, not with the first
 * page: a server-rendered page hydrates from data it already has and needs neither (issue 13, initial JS).
 */
export async function getParsed<K extends SchemaName>(url: string, schema: K, what: string, params?: object, signal?: AbortSignal): Promise<Parsed<K>>;
/** A schema given as loading (its area's module, imported beside the request) is awaited with the answer. */
export async function getParsed<T>(url: string, schema: Schema<T> | Promise<Schema<T>>, what: string, params?: object, signal?: AbortSignal): Promise<T>;
export async function getParsed(url: string, schema: Schema<unknown> | Promise<Schema<unknown>> | SchemaName, what: string, params?: object, signal?: AbortSignal): Promise<unknown> {
  const [data, contract] = await Promise.all([
    apiRequest<unknown>({ method: 'GET', url, params, signal }).then(unwrap),
    typeof schema === 'string' ? import('@school/contracts').then((c) => c[schema] as Schema<unknown>) : schema,
  ]);
  return parseData(contract, data, what);
}

/** The module a response schema is loaded from, by the endpoint's schema name. */
type SchemasFor<E extends Endpoint> = Promise<{ readonly [K in E['response'] & string]: Schema<DataOf<E>> }>;
/**
 * `schemas`: where the response schema loads from. By default the member contracts ('@school/contracts'); a smaller
 * area module (`import('@school/contracts/learning')`) for a call beside the player, the console's for its own.
 */
type ParsedArgs<E extends Endpoint> = CallArgs<E> & (E['response'] extends keyof typeof Contracts ? { schemas?: SchemasFor<E> } : { schemas: SchemasFor<E> });
type ParsedArgsOf<E extends Endpoint> = Partial<ParsedArgs<E>> extends ParsedArgs<E> ? [args?: ParsedArgs<E>] : [args: ParsedArgs<E>];

/**
 * Calls an endpoint (lib/api-client.ts apiCall), unwraps the envelope (non-0000 → ApiError) and checks the data
 * against the endpoint's response schema, loaded beside the request by its name (not with the first page).
 */
export async function callParsed<E extends Endpoint & { response: EndpointSchemaName }>(endpoint: E, what: string, ...[args]: ParsedArgsOf<E>): Promise<DataOf<E>> {
  const { schemas, ...call } = (args ?? {}) as { schemas?: Promise<Record<string, Schema<unknown>>> };
  const [data, module] = await Promise.all([
    apiCall(endpoint as Endpoint, call).then(unwrap),
    schemas ?? (import('@school/contracts') as Promise<unknown> as Promise<Record<string, Schema<unknown>>>),
  ]);
  return parseData(module[endpoint.response]!, data, what) as DataOf<E>;
}
