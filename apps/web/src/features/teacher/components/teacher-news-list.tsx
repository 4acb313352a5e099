import { KOREA_TIME_ZONE, type PublicTeacherNewsItem } from '@school/contracts';
import { Link } from 'react-router';
import { coursePath } from '../../../components/ui/course-card';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/** 새소식, newest first: date, course and title; `full` shows the whole text, else two lines of it. */
export function TeacherNewsList({ news, full = false }: { news: readonly PublicTeacherNewsItem[]; full?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {news.map((n) => (
        <li key={n.news_sn} className="p-5 mobile:p-4">
          <article aria-labelledby={`news-${n.news_sn}`}>
            <p className="flex flex-wrap items-center gap-x-2 text-[13px] text-slate-500">
              <time dateTime={n.created_at}>{dateText(n.created_at)}</time>
              <span aria-hidden="true">·</span>
              <Link to={coursePath(n.course_sn)} className="font-semibold text-accent-700 hover:underline">
                {n.course_title}
              </Link>
            </p>
            <h3 id={`news-${n.news_sn}`} className="mt-1 font-bold break-words text-slate-900">
              {n.title}
            </h3>
            <p className={`mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 ${full ? '' : 'line-clamp-2'}`}>{n.body}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
