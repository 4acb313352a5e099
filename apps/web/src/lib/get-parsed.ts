import { apiRequest, unwrap } from './api-client';

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

/**
 * The one GET path of the web app: request, unwrap the envelope (non-0000 → ApiError)
 * and check the data against the contract's schema, so a malformed answer becomes a
 * readable error state instead of a crash.
 */
export async function getParsed<T>(url: string, schema: Schema<T>, what: string, params?: object, signal?: AbortSignal): Promise<T> {
  return parseData(schema, unwrap(await apiRequest<unknown>({ method: 'GET', url, params, signal })), what);
}
