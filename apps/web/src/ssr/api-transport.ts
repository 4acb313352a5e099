import type { AxiosAdapter } from 'axios';
import { apiClient } from '../lib/http-client';

/** What the server hands the renderer: a GET of one of its own /api addresses (Fastify's inject). */
export type ApiGet = (url: string) => Promise<{ status: number; body: string }>;

/**
 * On the server, the app's axios instance answers through `get`: the same URLs, envelopes and schema checks
 * as in the browser, without a network hop. Only GETs are made while rendering (no effects run on the server).
 */
export function setServerTransport(get: ApiGet): void {
  const adapter: AxiosAdapter = async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') throw new Error(`server rendering sends no ${config.method} request`);
    const { status, body } = await get(apiClient.getUri(config));
    return { data: body, status, statusText: String(status), headers: {}, config, request: {} };
  };
  apiClient.defaults.adapter = adapter;
}
