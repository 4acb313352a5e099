import { apiClient } from '../../../lib/api-client';

/**
 * Downloads a console file (CSV) with the operator's token — a plain link could not send it — and
 * hands it to the browser as a file. A refusal arrives as a JSON envelope: its Korean message is thrown.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const response = await apiClient.get<Blob>(url, { responseType: 'blob' });
  const blob = response.data;
  if (blob.type.includes('json')) {
    const body = JSON.parse(await blob.text()) as { message?: string };
    throw new Error(body.message ?? '파일을 받지 못했습니다.');
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
