import { Link } from 'react-router';
import type { SeminarItem } from '@school/contracts';
import { Pill } from '../../../components/ui/tab-links';
import { dotDate, statusTone } from './event-tabs';

/** A seminar in a list: when, where, seats. */
export function SeminarCard({ seminar }: { seminar: SeminarItem }) {
  const left = Math.max(0, seminar.capacity - seminar.seats_taken);
  return (
    <Link to={`/event/seminar/${seminar.seminar_sn}`} className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 p-5 hover:border-accent-200 hover:shadow-md mobile:p-4">
      <span className="flex flex-wrap items-center gap-1.5">
        <Pill tone={statusTone(seminar.status)}>{seminar.status_label}</Pill>
        {seminar.status === 'ongoing' && <Pill tone={left > 0 ? 'green' : 'slate'}>{left > 0 ? `잔여 ${left}석` : '정원 마감 · 대기 가능'}</Pill>}
      </span>
      <span className="text-[17px] font-bold text-slate-900">{seminar.title}</span>
      <span className="text-sm text-slate-600">{seminar.summary}</span>
      <span className="mt-auto text-[13px] text-slate-500">
        <time dateTime={seminar.held_at}>{seminar.held_at_label}</time> · {seminar.speaker}
        <br />
        신청 기간 {dotDate(seminar.apply_from)} ~ {dotDate(seminar.apply_until)}
      </span>
    </Link>
  );
}
