import { apiRequest, unwrap } from './api-client';

/** The part of a contract's zod schema we use (keeps zod itself out of the web app's imports). */
interface Schema<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}

/**
 * GET a catalogue endpoint and check its data against the contract's schema,
 * so a malformed answer becomes a readable error state instead of a crash.
 */
export async function getParsed<T>(url: string, schema: Schema<T>, what: string, params?: object): Promise<T> {
  const data = unwrap(await apiRequest<unknown>({ method: 'GET', url, params }));
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${what} 정보의 형식이 올바르지 않습니다.`);
  return parsed.data;
}
