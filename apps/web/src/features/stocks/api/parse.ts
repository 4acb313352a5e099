import { apiRequest, unwrap } from '../../../lib/api-client';

/** The part of a zod schema this needs (the web app imports schemas from the contracts, not zod itself). */
interface Schema<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}

/** GET a stock endpoint, unwrap the envelope and check the data against its contract. */
export async function getStockData<T>(url: string, schema: Schema<T>, signal?: AbortSignal, params?: object): Promise<T> {
  const data = unwrap(await apiRequest<unknown>({ method: 'GET', url, params, signal }));
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error('종목 정보의 형식이 올바르지 않습니다.');
  return parsed.data;
}
