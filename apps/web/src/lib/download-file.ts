import type { AxiosInstance } from 'axios';
import { TOKEN_EXPIRED_CODE } from '@school/contracts/plain';

async function fetchBlob(client: AxiosInstance, url: string): Promise<{ blob: Blob; code: string | null; message: string | null }> {
  const response = await client.get<Blob>(url, { responseType: 'blob', validateStatus: () => true });
  const blob = response.data;
  if (!blob.type.includes('json')) return { blob, code: null, message: null };
  const body = JSON.parse(await blob.text()) as { code?: string; message?: string };
  return { blob, code: body.code ?? '9000', message: body.message ?? '파일을 받지 못했습니다.' };
}

/**
 * Downloads a file with a session's token (the console's or the studio's) — a plain link could not send it — and
 * hands it to the browser. A refusal arrives as a JSON envelope: an expired token (0902) is renewed by `renew` (an
 * ordinary call of that session, which refreshes it) and the download tried once more; any other refusal's Korean
 * message is thrown.
 */
export async function downloadWithSession(client: AxiosInstance, renew: () => Promise<unknown>, url: string, filename: string): Promise<void> {
  let result = await fetchBlob(client, url);
  if (result.code === TOKEN_EXPIRED_CODE) {
    await renew();
    result = await fetchBlob(client, url);
  }
  if (result.code !== null) throw new Error(result.message ?? '파일을 받지 못했습니다.');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(result.blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
