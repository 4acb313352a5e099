import { koreanClock } from '@school/contracts';
import { Link } from 'react-router';
import type { BlockedNotice } from '../../../lib/blocked-notice';

export const CONTACT_PAGE_PATH = '/cs/contact';

/** '2026년 12월 31일', in Korea's time. */
function koreanDay(iso: string): string {
  const d = koreanClock(new Date(iso));
  return `${d.year}년 ${d.month}월 ${d.day}일`;
}

/**
 * Why a member cannot sign in or was signed out (issue 33 item 13): the suspension's reason and end when the
 * server named them (only to that member), and a way to ask that works signed out.
 */
export function BlockedPanel({ notice }: { notice: BlockedNotice }) {
  const s = notice.suspension;
  return (
    <section role="alert" aria-labelledby="blocked-title" className="mb-5 rounded-2xl bg-rose-50 p-5 text-sm leading-relaxed text-rose-900 ring-1 ring-rose-200">
      <h2 id="blocked-title" className="text-base font-bold">
        {s ? '이용이 정지된 계정입니다' : '이 계정으로는 지금 이용할 수 없습니다'}
      </h2>
      {s ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">정지 사유</dt>
          <dd className="whitespace-pre-line">{s.reason}</dd>
          <dt className="font-semibold">정지 기간</dt>
          <dd>{s.until ? `${koreanDay(s.until)}까지 (그다음 날부터 다시 이용할 수 있습니다)` : '운영팀이 해제할 때까지'}</dd>
        </dl>
      ) : (
        <p className="mt-1">
          {notice.message} 이용이 정지된 계정이라면 로그인하실 때 정지 사유와 기간을 알려 드립니다.
        </p>
      )}
      <p className="mt-3">정지에 대해 묻고 싶은 점이나 이의가 있으면 로그인하지 않고도 고객센터에 문의하실 수 있습니다.</p>
      <Link
        to={CONTACT_PAGE_PATH}
        className="mt-3 inline-flex h-11 items-center rounded-xl bg-white px-4 font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100"
      >
        고객센터에 문의하기
      </Link>
    </section>
  );
}
