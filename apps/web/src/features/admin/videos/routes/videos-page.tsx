import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { VIDEO_EXTENSION, VIDEO_EXTENSIONS } from '@school/contracts/admin';
import { FormAlert, primaryButton } from '../../../../components/ui/form';
import { Pagination } from '../../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useVideos } from '../api/get-videos';
import { uploadVideo, type VideoUpload } from '../api/upload-video';
import { VideoRow } from '../components/video-row';
import { fileSize } from '../components/file-size';
import { objectParticle } from '@school/contracts/plain';

interface Sending {
  name: string;
  sent: number;
  total: number;
  upload: VideoUpload;
}

/**
 * /admin/videos: upload lecture videos (resumable), follow their processing into HLS, and see why one
 * failed. A ready video is then chosen for a lecture on the course's edit page.
 */
export default function VideosPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [sending, setSending] = useState<Sending | null>(null);
  const [alert, setAlert] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const videos = useVideos(page, sending !== null);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = videos.data?.max_bytes;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!VIDEO_EXTENSION.test(file.name)) return setAlert({ tone: 'error', message: 'MP4, MOV, M4V, MKV, WebM, AVI 영상 파일만 올릴 수 있습니다.' });
    if (maxBytes !== undefined && file.size > maxBytes) return setAlert({ tone: 'error', message: `영상 파일은 ${fileSize(maxBytes)}까지 올릴 수 있습니다. (고른 파일 ${fileSize(file.size)})` });
    setAlert(null);
    const upload = uploadVideo(file, (sent, total) => setSending((s) => (s ? { ...s, sent, total } : s)));
    setSending({ name: file.name, sent: 0, total: file.size, upload });
    upload.done
      .then(() => setAlert({ tone: 'info', message: `${objectParticle(file.name)} 다 올렸습니다. 재생용으로 바꾸는 중입니다.` }))
      .catch((err: unknown) => setAlert({ tone: 'error', message: errorMessage(err) }))
      .finally(() => {
        setSending(null);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'videos'] });
      });
  };

  const percent = sending && sending.total > 0 ? Math.floor((sending.sent / sending.total) * 100) : 0;
  return (
    <section aria-labelledby="videos-title" className="space-y-4">
      <h1 id="videos-title" className="text-xl font-bold">
        영상
      </h1>
      <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <p className="text-sm text-slate-700">
          강의 영상 파일({VIDEO_EXTENSIONS.map((x) => x.toUpperCase()).join(', ')}
          {maxBytes !== undefined ? `, ${fileSize(maxBytes)}까지` : ''})을 올리면 재생용(HLS 360p·720p·1080p 중 원본 해상도 이하)으로 바꾸고 대표 이미지와 길이를 채웁니다. 올리다 끊기면 같은 파일을 다시 고르세요: 받은 곳부터 이어서 올립니다. 완료된 영상은{' '}
          <Link to="/admin/courses" className="font-semibold underline">
            강의 편집
          </Link>
          에서 영상 칸에 고르면 됩니다.
        </p>
        <input ref={input} type="file" hidden aria-label="영상 파일" accept={`video/*,${VIDEO_EXTENSIONS.map((x) => `.${x}`).join(',')}`} onChange={choose} />
        <button type="button" className={primaryButton} disabled={sending !== null} onClick={() => input.current?.click()}>
          영상 파일 고르기
        </button>
        {sending && (
          <div className="space-y-1">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate font-semibold">{sending.name}</span>
              <button type="button" className="h-9 shrink-0 rounded-lg px-3 ring-1 ring-slate-300" onClick={() => sending.upload.abort()}>
                멈추기
              </button>
            </div>
            <progress className="h-2 w-full" max={100} value={percent} aria-label={`${sending.name} 올리는 중`} />
            <p className="text-sm text-slate-600" aria-live="polite">
              올리는 중 {percent}% ({fileSize(sending.sent)} / {fileSize(sending.total)})
            </p>
          </div>
        )}
        <FormAlert message={alert?.message} tone={alert?.tone} />
      </div>
      {videos.isPending ? (
        <LoadingMessage label="영상 목록을 불러오는 중" />
      ) : videos.isError ? (
        <ErrorMessage message={errorMessage(videos.error)} onRetry={() => void videos.refetch()} />
      ) : videos.data.list.length === 0 ? (
        <p className="text-sm text-slate-600">아직 올린 영상이 없습니다.</p>
      ) : (
        <>
          <ul aria-label="올린 영상" className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {videos.data.list.map((v) => (
              <VideoRow key={v.video_id} video={v} />
            ))}
          </ul>
          <Pagination page={page} total={videos.data.total} size={20} hrefFor={(p) => `?page=${p}`} />
        </>
      )}
    </section>
  );
}
