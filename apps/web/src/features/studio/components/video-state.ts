import type { StudioVideo } from '@school/contracts/admin';

/** A video's state as a teacher reads it (decision 142): 업로드 중, 변환 대기, 변환 중 42%, 완료, 실패. */
export function videoState(v: Pick<StudioVideo, 'status' | 'progress'>): string {
  switch (v.status) {
    case 'uploading':
      return '업로드 중';
    case 'queued':
      return '변환 대기';
    case 'processing':
      return `변환 중 ${v.progress}%`;
    case 'ready':
      return '완료';
    default:
      return '실패';
  }
}

/** A length as 12초, 3분 5초, 1시간 2분. */
export function playLength(seconds: number | null): string {
  if (!seconds) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return `${h}시간 ${m}분`;
  return m ? `${m}분${s ? ` ${s}초` : ''}` : `${s}초`;
}
