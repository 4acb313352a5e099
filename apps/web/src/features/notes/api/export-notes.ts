import { TOKEN_EXPIRED_CODE } from '@school/contracts/plain';
import { notesApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

async function fetchText(courseSn: number): Promise<{ blob: Blob; code: string | null; message: string | null }> {
  const blob = (await apiCall(notesApi.exportText, { params: { course_sn: courseSn }, responseType: 'blob', validateStatus: () => true })) as unknown as Blob;
  if (!blob.type.includes('json')) return { blob, code: null, message: null };
  const body = JSON.parse(await blob.text()) as { code?: string; message?: string };
  return { blob, code: body.code ?? '9000', message: body.message ?? '메모를 내보내지 못했습니다.' };
}

/**
 * Downloads the course's notes as a text file, fetched with the member's token (a plain link could not send it).
 * A refusal arrives as a JSON envelope: an expired token (0902) is renewed through an ordinary call and the
 * download tried once more; any other refusal's Korean message is thrown.
 */
export async function exportNotes(courseSn: number): Promise<void> {
  let result = await fetchText(courseSn);
  if (result.code === TOKEN_EXPIRED_CODE) {
    await apiCall(notesApi.courses);
    result = await fetchText(courseSn);
  }
  if (result.code !== null) throw new Error(result.message ?? '메모를 내보내지 못했습니다.');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(result.blob);
  link.download = `notes-${courseSn}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
