import { useId, useRef, useState } from 'react';
import { SUBTITLE_LANGS, SUBTITLE_MAX_BYTES, type SubtitleLang } from '@school/contracts/admin';
import { useRemoveSubtitle, useSubtitles, useUploadSubtitle } from '../api/subtitles';
import { fileSize } from './file-size';

/** A saved lecture's WebVTT subtitles: listed with a remove button, and a file picker to add or replace one. */
export function LectureSubtitles({ lcNo, name }: { lcNo: number; name: string }) {
  const list = useSubtitles(lcNo);
  const upload = useUploadSubtitle(lcNo);
  const remove = useRemoveSubtitle(lcNo);
  const [lang, setLang] = useState<SubtitleLang>('ko');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();

  const send = async () => {
    setProblem(null);
    setDone(null);
    const picked = file.current?.files?.[0];
    if (!picked) return setProblem('올릴 자막 파일(.vtt)을 골라 주세요.');
    if (picked.size > SUBTITLE_MAX_BYTES) return setProblem('자막 파일이 너무 큽니다. 1MB 이하의 .vtt 파일을 올려 주세요.');
    try {
      await upload.mutateAsync({ lang, content: await picked.text() });
      setDone(`${SUBTITLE_LANGS[lang]} 자막을 올렸습니다.`);
      if (file.current) file.current.value = '';
    } catch (err) {
      setProblem(err instanceof Error ? err.message : '자막을 올리지 못했습니다.');
    }
  };

  return (
    <details className="rounded-lg bg-slate-50 p-2 text-sm lg:col-span-5">
      <summary className="cursor-pointer font-semibold">
        자막 ({list.data?.list.length ?? 0})<span className="sr-only"> {name}</span>
      </summary>
      <div className="mt-2 space-y-2">
        {list.isError ? <p role="alert">자막 목록을 불러오지 못했습니다.</p> : null}
        {list.data?.list.length === 0 ? <p className="text-slate-600">올린 자막이 없습니다.</p> : null}
        <ul aria-label={`${name} 자막`} className="space-y-1">
          {list.data?.list.map((s) => (
            <li key={s.lang} className="flex items-center gap-2">
              <span>
                {s.label} · {fileSize(s.size_bytes)}
              </span>
              <button type="button" className="rounded-lg px-2 py-1 text-rose-700 ring-1 ring-rose-200" disabled={remove.isPending} onClick={() => remove.mutate(s.lang)}>
                지우기<span className="sr-only"> {s.label} 자막</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label className="block" htmlFor={`${id}-lang`}>
            자막 언어
            <select id={`${id}-lang`} className="ml-1 rounded-lg px-2 py-1 ring-1 ring-slate-300" value={lang} onChange={(e) => setLang(e.target.value as SubtitleLang)}>
              {Object.entries(SUBTITLE_LANGS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="block" htmlFor={`${id}-file`}>
            자막 파일 (WebVTT .vtt, 1MB까지)
            <input id={`${id}-file`} ref={file} type="file" accept=".vtt,text/vtt" className="ml-1" />
          </label>
          <button type="button" className="rounded-lg px-3 py-1 ring-1 ring-slate-300" disabled={upload.isPending} onClick={() => void send()}>
            {upload.isPending ? '올리는 중…' : '자막 올리기'}
          </button>
        </div>
        {problem ? <p role="alert" className="text-rose-700">{problem}</p> : null}
        {done ? <p role="status">{done}</p> : null}
        {remove.isError ? <p role="alert" className="text-rose-700">{remove.error.message}</p> : null}
      </div>
    </details>
  );
}
