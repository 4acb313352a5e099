import { PLAYBACK_RATES, type PlaybackRate } from '@school/contracts/plain';

export interface Quality {
  /** hls.js level index. */
  index: number;
  label: string;
}
export interface Subtitle {
  lang: string;
  label: string;
  url: string;
}

export interface PlayerControlsProps {
  rate: PlaybackRate;
  onRate: (rate: PlaybackRate) => void;
  /** Renditions hls.js can switch between (empty: no quality menu, e.g. the browser's own HLS). */
  qualities: Quality[];
  /** -1: 자동. */
  quality: number;
  /** The rendition 자동 is showing now, when known. */
  autoLabel: string | null;
  onQuality: (index: number) => void;
  subtitles: Subtitle[];
  /** The shown subtitle's index, or -1 when off. */
  subtitle: number;
  onSubtitle: (index: number) => void;
  onFullscreen: () => void;
  fullscreen: boolean;
  /** Quality and subtitle menus come once the first frame is in (nothing of theirs on the first-frame path). */
  ready: boolean;
}

const selectClass =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none';
const buttonClass =
  'inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none aria-pressed:border-accent-500 aria-pressed:bg-accent-50 aria-pressed:text-accent-800';
const labelClass = 'text-sm font-medium text-slate-600 [:fullscreen_&]:text-slate-200';

export const rateLabel = (rate: number) => `${rate}배`;

/** The player's own controls below the picture (inside the element that goes full screen, so they stay there). */
export function PlayerControls(props: PlayerControlsProps) {
  const { rate, onRate, qualities, quality, autoLabel, onQuality, subtitles, subtitle, onSubtitle, onFullscreen, fullscreen, ready } = props;
  const shown = subtitle >= 0;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 mobile:px-4 [:fullscreen_&]:mt-0 [:fullscreen_&]:bg-black [:fullscreen_&]:px-4 [:fullscreen_&]:py-2">
      {/* Touch screens have no keyboard to press these on. */}
      <p id="player-keys" className="text-[13px] text-slate-500 pointer-coarse:hidden [@media(hover:none)]:hidden [:fullscreen_&]:text-slate-300">
        단축키: 스페이스·K 재생/일시정지, ←/→ 5초 이동, &lt;/&gt; 재생 속도, F 전체 화면 (플레이어를 선택한 뒤)
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor="playback-rate" className={labelClass}>
            재생 속도
          </label>
          <select id="playback-rate" value={rate} onChange={(e) => onRate(Number(e.target.value) as PlaybackRate)} className={selectClass}>
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {rateLabel(r)}
              </option>
            ))}
          </select>
        </div>
        {ready && qualities.length > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor="playback-quality" className={labelClass}>
              화질
            </label>
            <select id="playback-quality" value={quality} onChange={(e) => onQuality(Number(e.target.value))} className={selectClass}>
              <option value={-1}>{autoLabel ? `자동 (${autoLabel})` : '자동'}</option>
              {qualities.map((q) => (
                <option key={q.index} value={q.index}>
                  {q.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {ready && subtitles.length > 0 && (
          <div className="flex items-center gap-2">
            <button type="button" aria-pressed={shown} onClick={() => onSubtitle(shown ? -1 : 0)} className={buttonClass}>
              자막
            </button>
            {subtitles.length > 1 && (
              <>
                <label htmlFor="subtitle-lang" className="sr-only">
                  자막 언어
                </label>
                <select id="subtitle-lang" value={subtitle} onChange={(e) => onSubtitle(Number(e.target.value))} className={selectClass}>
                  <option value={-1}>자막 끔</option>
                  {subtitles.map((s, index) => (
                    <option key={s.url} value={index}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </>
            )}
          </div>
        )}
        <button type="button" onClick={onFullscreen} className={buttonClass}>
          {fullscreen ? '전체 화면 종료' : '전체 화면'}
        </button>
      </div>
    </div>
  );
}
