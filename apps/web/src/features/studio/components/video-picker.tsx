import { useId } from 'react';
import type { StudioVideos } from '@school/contracts/admin';
import { playLength, videoState } from './video-state';

const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px]';

/**
 * A lecture's video, picked from the teacher's own (decision 142): their finished uploads and the videos already in
 * their courses. Uploads still on their way are listed but cannot be picked yet; nothing of another teacher is ever
 * offered (the server lists only theirs, and refuses any other on save).
 */
export function VideoPicker({
  label,
  value,
  onChange,
  videos,
  failed = false,
}: {
  label: string;
  value: string | null;
  onChange: (mediaKey: string | null) => void;
  videos: StudioVideos | undefined;
  failed?: boolean;
}) {
  const hintId = useId();
  const uploads = videos?.list ?? [];
  const ready = uploads.filter((v) => v.status === 'ready' && v.media_key);
  const waiting = uploads.filter((v) => v.status !== 'ready');
  const inCourses = videos?.course_media ?? [];
  const known = value !== null && (ready.some((v) => v.media_key === value) || inCourses.some((m) => m.media_key === value));
  const nothing = videos !== undefined && ready.length === 0 && inCourses.length === 0;
  let hint: string | null = null;
  if (failed) hint = '영상 목록을 불러오지 못했습니다. 잠시 뒤 다시 열어 주세요.';
  else if (nothing) hint = "아직 고를 수 있는 영상이 없습니다. '내 영상'에서 영상을 올리면 변환이 끝난 뒤 여기에서 고를 수 있습니다.";
  else if (waiting.some((v) => v.status === 'queued' || v.status === 'processing')) hint = '변환 중인 영상은 변환이 끝나면 고를 수 있습니다.';

  return (
    <div className="min-w-0">
      <label className="block text-sm font-semibold text-slate-800">
        {label}
        <select
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
          aria-describedby={hint ? hintId : undefined}
          disabled={videos === undefined && !failed && value === null}
          className={`${field} truncate`}
        >
          <option value="">{videos === undefined && !failed ? '영상 목록을 불러오는 중…' : '영상을 골라 주세요'}</option>
          {value !== null && !known && <option value={value}>{`지금 영상 (${value})`}</option>}
          {uploads.length > 0 && (
            <optgroup label="내가 올린 영상">
              {ready.map((v) => (
                <option key={v.video_id} value={v.media_key!}>
                  {`${v.title}${v.duration_sec ? ` · ${playLength(v.duration_sec)}` : ''}${v.subtitles.length > 0 ? ' · 자막 있음' : ''}`}
                </option>
              ))}
              {waiting.map((v) => (
                <option key={v.video_id} value={`waiting-${v.video_id}`} disabled>
                  {`${v.title} (${videoState(v)})`}
                </option>
              ))}
            </optgroup>
          )}
          {inCourses.length > 0 && (
            <optgroup label="내 강의에 있는 영상">
              {inCourses.map((m) => (
                <option key={m.media_key} value={m.media_key}>
                  {`${m.title} · ${m.course}`}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      {hint && (
        <span id={hintId} className="mt-1 block text-xs text-slate-600">
          {hint}
        </span>
      )}
    </div>
  );
}
