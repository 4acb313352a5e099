import { TOKEN_EXPIRED_CODE } from '@school/contracts/plain';
import { studioApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { studioClient } from '../../../lib/http-client';

async function fetchBlob(url: string): Promise<{ blob: Blob; code: string | null; message: string | null }> {
  const response = await studioClient.get<Blob>(url, { responseType: 'blob', validateStatus: () => true });
  const blob = response.data;
  if (!blob.type.includes('json')) return { blob, code: null, message: null };
  const body = JSON.parse(await blob.text()) as { code?: string; message?: string };
  return { blob, code: body.code ?? '9000', message: body.message ?? '파일을 받지 못했습니다.' };
}

/**
 * Downloads a studio file (a statement's PDF or CSV) with the studio session's token — a plain link could not send
 * it — and hands it to the browser. An expired token (0902) is renewed through an ordinary studio call and the
 * download tried once more; any other refusal's Korean message is thrown.
 */
export async function downloadStudioFile(url: string, filename: string): Promise<void> {
  let result = await fetchBlob(url);
  if (result.code === TOKEN_EXPIRED_CODE) {
    await apiCall(studioApi.me);
    result = await fetchBlob(url);
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
