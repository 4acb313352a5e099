import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HomeBanner } from '@school/contracts';
import { useBanners } from '../../event';

const ROTATE_MS = 6000;
// One fixed height for the placeholder, the slides and an error: the page below never moves.
const FRAME = 'relative h-[220px] overflow-hidden rounded-3xl mobile:h-[200px] mobile:rounded-2xl';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Home banners from the API as an accessible carousel: previous/next and pause buttons, slide
 * pickers, rotation that stops on hover, on focus and for reduced motion; announced only when paused.
 */
export function BannerCarousel() {
  const banners = useBanners();
  const items = banners.data?.items ?? [];
  if (items.length === 0) return <div className={`${FRAME} bg-slate-100`} aria-hidden={banners.isPending ? true : undefined} />;
  return <Carousel items={items} />;
}

function Carousel({ items }: { items: HomeBanner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [held, setHeld] = useState(false);
  const count = items.length;
  const go = (n: number) => setIndex(((n % count) + count) % count);

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, held, count, index]);

  const button = 'inline-flex size-9 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <section
      aria-roledescription="carousel"
      aria-label="주요 소식"
      className={FRAME}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div aria-live={paused ? 'polite' : 'off'} className="h-full">
        {items.map((b, i) => (
          <div
            key={b.banner_sn}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            hidden={i !== index}
            className="h-full"
            style={{ background: b.background, color: b.foreground }}
          >
            <Link to={b.link} className="flex h-full flex-col justify-center px-12 pb-8 mobile:px-6">
              <span className="text-[28px] leading-tight font-extrabold mobile:text-[21px]">{b.title}</span>
              <span className="mt-2 text-[16px] opacity-90 mobile:text-[14px]">{b.subtitle}</span>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute right-4 bottom-3 left-4 flex items-center justify-between gap-2 mobile:right-3 mobile:left-3">
          <div className="flex">
            {items.map((b, i) => (
              // A 24 px target around the small dot (WCAG 2.5.8), the dot itself drawn inside.
              <button
                key={b.banner_sn}
                type="button"
                aria-label={`${i + 1}번째 배너 보기`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="group inline-flex h-6 min-w-6 items-center justify-center rounded-full px-0.5 focus-visible:outline-2 focus-visible:outline-white"
              >
                <span aria-hidden="true" className={`block h-2.5 rounded-full ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'}`} />
              </button>
            ))}
          </div>
          <div className="flex gap-1.5">
            <button type="button" className={button} aria-label="이전 배너" onClick={() => go(index - 1)}>
              ‹
            </button>
            <button type="button" className={button} aria-label={paused ? '자동 넘김 재생' : '자동 넘김 일시정지'} aria-pressed={paused} onClick={() => setPaused(!paused)}>
              {paused ? '▶' : '❚❚'}
            </button>
            <button type="button" className={button} aria-label="다음 배너" onClick={() => go(index + 1)}>
              ›
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
