import { certificateApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/**
 * Opens the certificate's PDF in a new tab: it carries the full name, so it comes with the member's token (a plain
 * link could not send it) and is handed to the browser as a blob.
 */
export async function openCertificatePdf(number: string): Promise<void> {
  const tab = window.open('', '_blank');
  const blob = (await apiCall(certificateApi.pdf, { params: { number }, responseType: 'blob' })) as unknown as Blob;
  if (!(blob instanceof Blob) || !blob.type.includes('pdf')) {
    tab?.close();
    throw new Error('수료증 PDF를 받지 못했습니다. 잠시 후 다시 시도해 주세요.');
  }
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
