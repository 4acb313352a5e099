import { useState } from 'react';
import type { AdminVideo } from '@school/contracts/admin';
import { FormAlert, secondaryButton } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { badge, formatDateTime } from '../../components/labels';
import { usePoster } from '../api/get-poster';
import { useRetryVideo } from '../api/retry-video';
import { fileSize } from './file-size';

const STATUS: Record<AdminVideo['status'], { label: string; tone: 'ok' | 'warn' | 'muted' }> = {
  uploading: { label: '올리는 중', tone: 'muted' },
  queued: { label: '처리 대기', tone: 'muted' },
  processing: { label: '처리 중', tone: 'muted' },
  ready: { label: '완료', tone: 'ok' },
  failed: { label: '실패', tone: 'warn' },
};

const clock = (s: number) => `${Math.floor(s / 60)}분 ${String(s % 60).padStart(2, '0')}초`;

/** One uploaded video: poster, name, size, state (with the processing bar or the reason it failed) and retry. */
export function VideoRow({ video: v }: { video: AdminVideo }) {
  const poster = usePoster(v.video_id, v.status === 'ready');
  const retry = useRetryVideo();
  const [error, setError] = useState<string | null>(null);
  const status = STATUS[v.status];
  return (
    <li className="grid gap-3 px-4 py-3 sm:grid-cols-[8rem_1fr_auto] sm:items-center" aria-label={v.title}>
      <div className="aspect-video w-32 overflow-hidden rounded-lg bg-slate-100">
        {poster.data && <img src={poster.data} alt={`${v.title} 대표 이미지`} width={128} height={72} className="size-full object-cover" />}
      </div>
      <div className="min-w-0 space-y-1">
        <p className="truncate font-semibold">{v.title}</p>
        <p className="text-sm text-slate-600">
          {fileSize(v.size_bytes)} · {formatDateTime(v.created_at)}
          {v.duration_sec !== null && ` · ${clock(v.duration_sec)}`}
        </p>
        <p className="flex items-start gap-2 text-sm">
          <span className={`${badge(status.tone)} shrink-0 whitespace-nowrap`}>{v.status === 'processing' ? `${status.label} ${v.progress}%` : status.label}</span>
          {v.status === 'ready' && <span className="text-slate-600">강의 편집의 영상 칸에서 이 파일 이름으로 고릅니다.</span>}
        </p>
        {v.status === 'processing' && <progress className="h-2 w-full max-w-sm" max={100} value={v.progress} aria-label={`${v.title} 처리 중`} />}
        {v.error && <p className="text-sm text-rose-700">{v.error}</p>}
        <FormAlert message={error} />
      </div>
      {v.status === 'failed' && (
        <button
          type="button"
          className={secondaryButton}
          disabled={retry.isPending}
          onClick={() => {
            setError(null);
            retry.mutate(v.video_id, { onError: (err) => setError(errorMessage(err)) });
          }}
        >
          다시 처리<span className="sr-only"> {v.title}</span>
        </button>
      )}
    </li>
  );
}
