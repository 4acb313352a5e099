import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { offlineQueryOptions, useOfflineLicences } from '../../my';
import { savedLecture, type SavedLecture } from './save-offline';
import { useSaveOffline } from './use-save-offline';

/** Saving needs the service worker's cache (decision 114): a browser without them cannot play a saved lecture. */
const canSave = () => typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

const live = (s: SavedLecture | null) => (s && new Date(s.expires_at).getTime() > Date.now() ? s : null);

/**
 * 저장 (save for offline) on the lecture's play page: the licence, the encrypted files and the keys go to this
 * device through save-offline.ts; how many of the member's places are taken (of the limit, 10 by default) is said
 * beside it, and a saved lecture links to its offline player. Storage used and deleting are on /my/offline.
 */
export function SaveOfflineButton({ lcNo }: { lcNo: number }) {
  const queryClient = useQueryClient();
  const licences = useOfflineLicences();
  const { saved, state, save: saveHere } = useSaveOffline(lcNo, () => live(savedLecture(lcNo)));
  const supported = canSave();
  const used = licences.data?.licences.length;
  const max = licences.data?.max;

  const save = async () => {
    await saveHere();
    await queryClient.invalidateQueries({ queryKey: offlineQueryOptions().queryKey });
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {saved ? (
        <Link to={`/course/offline/${lcNo}`} className="inline-flex h-10 items-center rounded-xl bg-white px-4 font-semibold text-accent-700 ring-1 ring-accent-200 hover:ring-accent-300">
          저장됨 · 오프라인으로 보기
        </Link>
      ) : (
        <button
          type="button"
          disabled={!supported || state.busy}
          aria-describedby={`offline-places-${lcNo}`}
          onClick={() => void save()}
          className="inline-flex h-10 items-center rounded-xl bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-200 hover:ring-slate-300 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {state.busy ? '저장하는 중…' : '오프라인 저장'}
        </button>
      )}
      <span id={`offline-places-${lcNo}`} className="text-slate-500">
        {!supported
          ? '이 브라우저에서는 오프라인 저장을 할 수 없습니다. 앱을 설치해 주세요.'
          : used !== undefined && max !== undefined
            ? `저장한 강의 ${used}/${max}개`
            : null}
      </span>
      <Link to="/my/offline" className="text-slate-500 underline-offset-2 hover:underline">
        저장 공간 관리
      </Link>
      {state.message && (
        <p role="status" className="w-full text-slate-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
