import * as admin from '@school/contracts/admin';
import * as member from '@school/contracts';
import { codes, envelope } from '@school/contracts';
import type { Endpoint, SchemaName, SchemaOf } from '@school/contracts/endpoints';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// Routes are registered from the contract's endpoint objects (docs/decisions/090): the path, the schemas, the
// OpenAPI summary and tags come from packages/contracts/src/endpoints, so the API and the web cannot disagree on them.

/** The contract modules an endpoint's schema names are looked up in (the same two its types are checked against). */
const schemas: Record<string, unknown> = { ...admin, ...member };

/** The schema a name stands for, or undefined (one property each: an intersection of unions would multiply them). */
type Slot<N> = N extends SchemaName ? SchemaOf<N> : undefined;
type EnvelopeSchema<S> = S extends z.ZodType ? z.ZodObject<{ code: z.ZodString; message: z.ZodString; data: S }> : never;

/** The Fastify schema an endpoint stands for: what types `request.params/query/body` and the handler's answer. */
export interface RouteSchema<E extends Endpoint> {
  params: Slot<E['params']>;
  querystring: Slot<E['query']>;
  body: Slot<E['body']>;
  headers: Slot<E['headers']>;
  response: E['response'] extends SchemaName ? { 200: EnvelopeSchema<SchemaOf<E['response']>> } : undefined;
  tags: string[];
  summary: string;
  description?: string;
  security?: { bearer: never[] }[];
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** Everything a route may add to its endpoint: guards (`preHandler`), `config`, `compress`, … but not the schema. */
export type EndpointOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, RouteSchema<E>, ZodTypeProvider>,
  'schema'
>;

/**
 * Registers the endpoint's route on `app` (a plugin registered under a prefix, e.g. `/api`: the prefix is taken off
 * the endpoint's full path). `request.params/query/body` and the handler's answer are typed by the named schemas;
 * Fastify validates them as before and OpenAPI shows the same operation, with the codes it may answer.
 */
export function route<E extends Endpoint, T extends FastifyTypeProvider>(
  app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, T>,
  endpoint: E,
  options: EndpointOptions<E>,
  handler: EndpointHandler<E>,
): void {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) throw new Error(`${endpoint.path} cannot be registered under ${app.prefix || '/'}`);
  app.route({
    ...(options as object),
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: routeSchema(endpoint),
    handler: handler as never,
  });
}

/** The Fastify (and OpenAPI) schema of an endpoint. */
export function routeSchema(endpoint: Endpoint): Record<string, unknown> {
  const schema: Record<string, unknown> = { tags: [...endpoint.tags], summary: endpoint.summary };
  const description = describeCodes(endpoint);
  if (description) schema.description = description;
  if (endpoint.bearer) schema.security = [{ bearer: [] }];
  if (endpoint.params) schema.params = named(endpoint, endpoint.params);
  if (endpoint.query) schema.querystring = named(endpoint, endpoint.query);
  if (endpoint.body) schema.body = named(endpoint, endpoint.body);
  if (endpoint.headers) schema.headers = named(endpoint, endpoint.headers);
  if (endpoint.response) schema.response = { 200: envelope(named(endpoint, endpoint.response)) };
  return schema;
}

function named(endpoint: Endpoint, name: SchemaName): z.ZodType {
  const schema = schemas[name];
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) throw new Error(`${endpoint.method} ${endpoint.path}: ${name} is not a contract schema`);
  return schema as z.ZodType;
}

/** The area codes the endpoint may answer, for people reading the API document. */
function describeCodes(endpoint: Endpoint): string | undefined {
  if (!endpoint.errors?.length) return undefined;
  return `답할 수 있는 코드: ${endpoint.errors.map((name) => `${codes[name].code} ${codes[name].message}`).join(' · ')}`;
}
