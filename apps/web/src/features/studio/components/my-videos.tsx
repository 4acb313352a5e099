import { useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBTITLE_LANGS, SUBTITLE_MAX_BYTES, VIDEO_EXTENSION, VIDEO_EXTENSIONS, type StudioVideo, type SubtitleLang } from '@school/contracts/admin';
import { FormAlert } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { studioVideosQuery, uploadStudioVideo, usePutVideoSubtitle, useRemoveVideoSubtitle, useRetryStudioVideo, type StudioUpload } from '../api/studio-videos';
import { videoState } from './video-state';

const size = (bytes: number) => (bytes < 1024 ** 3 ? `${Math.max(0.1, bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024 ** 3).toFixed(1)} GB`);
const small = 'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 bg-white hover:bg-slate-50 disabled:text-slate-400';

/** A finished video's subtitles: the languages it has (each removable) and a .vtt file to add or replace one. */
function VideoSubtitles({ video }: { video: StudioVideo }) {
  const put = usePutVideoSubtitle();
  const remove = useRemoveVideoSubtitle();
  const [lang, setLang] = useState<SubtitleLang>('ko');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();

  const send = async () => {
    setMessage(null);
    const picked = file.current?.files?.[0];
    if (!picked) return setMessage({ text: '올릴 자막 파일(.vtt)을 골라 주세요.', tone: 'error' });
    if (picked.size > SUBTITLE_MAX_BYTES) return setMessage({ text: '자막 파일이 너무 큽니다. 1MB 이하의 .vtt 파일을 올려 주세요.', tone: 'error' });
    try {
      await put.mutateAsync({ videoId: video.video_id, lang, content: await picked.text() });
      setMessage({ text: `${SUBTITLE_LANGS[lang]} 자막을 올렸습니다. 강의가 공개될 때 함께 반영됩니다.`, tone: 'info' });
      if (file.current) file.current.value = '';
    } catch (err) {
      setMessage({ text: errorMessage(err), tone: 'error' });
    }
  };

  return (
    <div className="mt-2 space-y-2 text-sm">
      {video.subtitles.length === 0 ? (
        <p className="text-slate-600">자막이 없습니다.</p>
      ) : (
        <ul aria-label={`${video.title} 자막`} className="flex flex-wrap gap-2">
          {video.subtitles.map((l) => (
            <li key={l} className="flex items-center gap-2 rounded-lg bg-white px-2 py-1 ring-1 ring-slate-200">
              {SUBTITLE_LANGS[l as SubtitleLang] ?? l}
              <button type="button" className="text-red-700 underline" aria-label={`${SUBTITLE_LANGS[l as SubtitleLang] ?? l} 자막 지우기`} disabled={remove.isPending} onClick={() => void remove.mutateAsync({ videoId: video.video_id, lang: l as SubtitleLang }).catch((err) => setMessage({ text: errorMessage(err), tone: 'error' }))}>
                지우기
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-semibold" htmlFor={`${id}-lang`}>
          자막 언어
          <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value as SubtitleLang)} className="ml-1 rounded-lg border border-slate-300 px-2 py-1">
            {Object.entries(SUBTITLE_LANGS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0 text-sm font-semibold" htmlFor={`${id}-file`}>
          자막 파일 (.vtt)
          <input id={`${id}-file`} ref={file} type="file" accept=".vtt,text/vtt" className="block max-w-full text-sm font-normal" />
        </label>
        <button type="button" className={small} disabled={put.isPending} onClick={() => void send()}>
          자막 올리기
        </button>
      </div>
      {message && <FormAlert tone={message.tone} message={message.text} />}
    </div>
  );
}

/**
 * The teacher's own videos (decision 142): upload a file (the console's pipeline: tus, the same limit and converter),
 * follow its state (업로드 중 · 변환 대기 · 변환 중 · 완료 · 실패, asked again every second while it works), send a
 * failed one again, and add WebVTT subtitles to a finished one. Only their own uploads are listed.
 */
export function MyVideos() {
  const [sending, setSending] = useState<{ name: string; sent: number; total: number; upload: StudioUpload } | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const videos = useQuery(studioVideosQuery(sending !== null));
  const retry = useRetryStudioVideo();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = videos.data?.max_bytes;

  const start = (file: File | undefined) => {
    setMessage(null);
    if (!file) return;
    if (!VIDEO_EXTENSION.test(file.name)) return setMessage({ text: 'MP4, MOV, M4V, MKV, WebM, AVI 영상 파일만 올릴 수 있습니다.', tone: 'error' });
    if (maxBytes && file.size > maxBytes) return setMessage({ text: `영상 파일이 너무 큽니다. ${size(maxBytes)} 이하로 올려 주세요.`, tone: 'error' });
    const upload = uploadStudioVideo(file, (sent, total) => setSending((s) => (s ? { ...s, sent, total } : s)));
    setSending({ name: file.name, sent: 0, total: file.size, upload });
    void queryClient.invalidateQueries({ queryKey: ['studio', 'videos'] });
    upload.done
      .then(() => setMessage({ text: `${file.name}: 다 보냈습니다. 변환이 끝나면 강의 영상으로 고를 수 있습니다.`, tone: 'info' }))
      .catch((err: unknown) => setMessage({ text: errorMessage(err), tone: 'error' }))
      .finally(() => {
        setSending(null);
        if (input.current) input.current.value = '';
        void queryClient.invalidateQueries({ queryKey: ['studio', 'videos'] });
      });
  };

  const percent = sending && sending.total > 0 ? Math.floor((sending.sent * 100) / sending.total) : 0;
  return (
    <section aria-labelledby="my-videos-heading" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="my-videos-heading" className="text-base font-bold">
        내 영상
      </h2>
      <p className="text-sm text-slate-600">
        {VIDEO_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} 파일{maxBytes ? `, ${size(maxBytes)}까지` : ''}. 변환이 끝난 영상을 강의 영상으로 고를 수 있습니다. 다른 강사에게는 보이지 않습니다.
      </p>
      <label className="block text-sm font-semibold">
        영상 파일 올리기
        <input ref={input} type="file" accept={VIDEO_EXTENSIONS.map((e) => `.${e}`).join(',')} disabled={sending !== null} onChange={(e) => start(e.target.files?.[0])} className="mt-1 block w-full max-w-full text-sm font-normal" />
      </label>
      {sending && (
        <div className="space-y-1 text-sm">
          <p className="break-all">
            {sending.name} 보내는 중 {percent}%
          </p>
          <progress max={100} value={percent} aria-label={`${sending.name} 보내기`} className="w-full" />
          <button type="button" className={small} onClick={() => sending.upload.abort()}>
            멈추기 (같은 파일을 다시 고르면 이어서 올립니다)
          </button>
        </div>
      )}
      {message && <FormAlert tone={message.tone} message={message.text} />}
      {videos.isError && <FormAlert message={`영상 목록을 불러오지 못했습니다. ${errorMessage(videos.error)}`} />}
      {videos.data && videos.data.list.length === 0 && <p className="text-sm text-slate-600">아직 올린 영상이 없습니다.</p>}
      {videos.data && videos.data.list.length > 0 && (
        <ul aria-label="내가 올린 영상" className="space-y-2">
          {videos.data.list.map((v) => (
            <li key={v.video_id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-semibold break-all">{v.title}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${v.status === 'ready' ? 'bg-green-100 text-green-800' : v.status === 'failed' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}>{videoState(v)}</span>
              </div>
              <p className="text-xs text-slate-600">{size(v.size_bytes)}</p>
              {v.status === 'processing' && <progress max={100} value={v.progress} aria-label={`${v.title} 변환`} className="mt-1 w-full" />}
              {v.status === 'failed' && (
                <div className="mt-1 space-y-1">
                  <p className="text-red-800">{v.error ?? '변환하지 못했습니다.'}</p>
                  <button type="button" className={small} aria-label={`${v.title} 다시 처리`} disabled={retry.isPending} onClick={() => void retry.mutateAsync(v.video_id).catch((err) => setMessage({ text: errorMessage(err), tone: 'error' }))}>
                    다시 처리
                  </button>
                </div>
              )}
              {v.status === 'ready' && <VideoSubtitles video={v} />}
              {v.status === 'queued' && <p className="text-xs text-slate-600">잠시 뒤 변환이 시작됩니다.</p>}
              {v.status === 'uploading' && sending === null && <p className="text-xs text-slate-600">파일을 다 보내지 못했습니다. 같은 파일을 다시 고르면 이어서 올립니다.</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
