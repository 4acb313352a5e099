import { useState } from 'react';
import type { AdminSeminarDetail } from '@school/contracts/admin';
import { FormAlert } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../components/labels';
import { useSetAttendance } from '../api/set-attendance';

const STATE: Record<string, string> = { applied: '신청 확정', waiting: '대기', cancelled: '취소' };

/** The applicants of a seminar in order of application; confirmed ones are checked in on the day. */
export function Registrations({ seminar }: { seminar: AdminSeminarDetail }) {
  const attendance = useSetAttendance();
  const [error, setError] = useState<string | null>(null);
  // What the operator just asked for, shown at once (the save and the list read back follow).
  const [asked, setAsked] = useState<{ id: number; attended: boolean } | null>(null);
  const applied = seminar.registrations.filter((r) => r.state === 'applied');
  const present = applied.filter((r) => r.attended_at).length;
  return (
    <section aria-labelledby="registrations-title" className="max-w-3xl space-y-2">
      <h2 id="registrations-title" className="text-lg font-bold">
        신청자 · 출석 {present}/{applied.length}
      </h2>
      <FormAlert message={error} />
      {seminar.registrations.length === 0 ? (
        <p className="text-sm text-slate-600">아직 신청한 회원이 없습니다.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {seminar.registrations.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block truncate font-semibold">
                  {r.nickname || r.email} <span className="font-normal text-slate-600">{r.email}</span>
                </span>
                <span className="block text-sm text-slate-600">
                  {STATE[r.state] ?? r.state} · {formatDateTime(r.created_at)}
                  {r.attended_at && ` · 출석 ${formatDateTime(r.attended_at)}`}
                </span>
              </span>
              {r.state === 'applied' && (
                <label className="flex shrink-0 items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={asked?.id === r.id ? asked.attended : r.attended_at !== null}
                    disabled={attendance.isPending}
                    onChange={(e) => {
                      setError(null);
                      setAsked({ id: r.id, attended: e.target.checked });
                      attendance.mutate(
                        { seminarSn: seminar.seminar_sn, id: r.id, attended: e.target.checked },
                        { onError: (err) => setError(errorMessage(err)), onSettled: () => setAsked(null) },
                      );
                    }}
                  />
                  출석<span className="sr-only"> {r.nickname || r.email}</span>
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
