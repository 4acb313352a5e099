import { TOKEN_EXPIRED_CODE } from '@school/contracts/plain';
import { certificateApi, fillPath, myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { apiClient } from '../../../lib/http-client';

async function fetchPdf(url: string): Promise<{ blob: Blob; code: string | null; message: string | null }> {
  const response = await apiClient.get<Blob>(url, { responseType: 'blob', validateStatus: () => true });
  const blob = response.data;
  if (blob.type.includes('pdf')) return { blob, code: null, message: null };
  const body = (blob.type.includes('json') ? JSON.parse(await blob.text()) : {}) as { code?: string; message?: string };
  return { blob, code: body.code ?? '9000', message: body.message ?? '수료증 PDF를 받지 못했습니다. 잠시 후 다시 시도해 주세요.' };
}

/**
 * Opens the certificate's PDF in a new tab. It carries the full name, so it comes with the member's token (a plain
 * link could not send it) as a blob; an expired token (0902) is renewed through an ordinary call and tried once more.
 */
export async function openCertificatePdf(number: string): Promise<void> {
  const tab = window.open('', '_blank');
  const url = fillPath(certificateApi.pdf.path, { number });
  let result = await fetchPdf(url);
  if (result.code === TOKEN_EXPIRED_CODE) {
    await apiCall(myApi.simpleUser);
    result = await fetchPdf(url);
  }
  if (result.code !== null) {
    tab?.close();
    throw new Error(result.message ?? '수료증 PDF를 받지 못했습니다.');
  }
  const href = URL.createObjectURL(result.blob);
  if (tab) tab.location.href = href;
  else window.location.href = href;
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
