import type { TestContext } from './test-app.ts';

/** A JSON schema node as @fastify/swagger writes it (only the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/board/comment/{id} */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The query parameters the document marks required. */
  requiredQuery: string[];
  body: JsonSchema | null;
  secured: boolean;
}

interface RawOperation {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

/** Every operation of the served OpenAPI document (/api/docs/json). */
export async function operations(t: TestContext): Promise<Operation[]> {
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, RawOperation>> }>();
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const pick = (where: string) => Object.fromEntries((op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]));
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        query: pick('query'),
        requiredQuery: (op.parameters ?? []).filter((p) => p.in === 'query' && p.required === true).map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return out;
}

export const isString = (s: JsonSchema) => s.type === 'string' && s.enum === undefined && s.const === undefined;

/** Dotted paths of the free-text string fields of a body schema (objects, nested objects, arrays as `[]`). */
export function stringFields(schema: JsonSchema, prefix = ''): string[] {
  if (isString(schema)) return [prefix];
  const out: string[] = [];
  for (const [k, v] of Object.entries(schema.properties ?? {})) out.push(...stringFields(v, prefix ? `${prefix}.${k}` : k));
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) out.push(...stringFields(alt, prefix));
  return [...new Set(out)];
}

/** A value the parameter's schema accepts (an enum's first member, an image file name, else 1). */
export function validParam(name: string, schema: JsonSchema | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (name === 'file') return '1.svg';
  if (name === 'region') return 'kr';
  if (name === 'code') return '005930';
  if (name === 'order_id') return 'ORDER-000001';
  return '1';
}

/** Fills a path template with the given values, and valid ones for the other parameters. */
export function fillPath(op: Pick<Operation, 'path' | 'pathParams'>, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? validParam(name, op.pathParams[name])));
}
