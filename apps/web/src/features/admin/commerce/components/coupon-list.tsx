import { useState } from 'react';
import type { AdminCouponRow } from '@school/contracts/admin';
import { adminCommerceApi, fillPath } from '@school/contracts/endpoints';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../components/labels';
import { downloadFile } from '../../api/download-file';

type Kind = 'all' | 'school' | 'teacher';
const select = 'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3';

/** The console's coupons: teachers' coupons marked "강사 쿠폰" with the teacher's name, filterable by kind (decision 137). */
export function CouponList({ list, onError }: { list: AdminCouponRow[]; onError: (message: string) => void }) {
  const [kind, setKind] = useState<Kind>('all');
  const [teacher, setTeacher] = useState('');
  const teachers = [...new Map(list.filter((c) => c.teacher_sn !== null).map((c) => [c.teacher_sn!, c.teacher_name ?? `강사 ${c.teacher_sn}`])).entries()];
  const shown = list.filter((c) => (kind === 'all' ? true : kind === 'teacher' ? c.teacher_sn !== null : c.teacher_sn === null) && (teacher === '' || String(c.teacher_sn) === teacher));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <label className="block text-sm font-semibold">
          쿠폰 종류
          <select className={select} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="all">전체</option>
            <option value="school">학교 쿠폰</option>
            <option value="teacher">강사 쿠폰</option>
          </select>
        </label>
        {teachers.length > 0 && (
          <label className="block text-sm font-semibold">
            강사
            <select className={select} value={teacher} onChange={(e) => setTeacher(e.target.value)}>
              <option value="">모든 강사</option>
              {teachers.map(([sn, name]) => (
                <option key={sn} value={String(sn)}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">쿠폰 목록</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {['이름', '할인', '번호', '등록', '사용', '사용 기한', '만든 날'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((c) => (
              <tr key={c.key}>
                <td className="px-3 py-2 font-semibold">
                  {c.name}
                  {c.teacher_sn !== null && (
                    <span className="ml-2 inline-block rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
                      강사 쿠폰 · {c.teacher_name ?? `강사 ${c.teacher_sn}`}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{c.discount}</td>
                <td className="px-3 py-2 font-mono">{c.batch ? <CsvButton batch={c.batch} label={`${c.codes}장 (CSV)`} onError={onError} /> : c.code}</td>
                <td className="px-3 py-2">{c.registered}</td>
                <td className="px-3 py-2">{c.used}</td>
                <td className="px-3 py-2">{formatDate(c.valid_until)}</td>
                <td className="px-3 py-2">{formatDate(c.created_at)}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-left text-slate-500 desktop:text-center">
                  조건에 맞는 쿠폰이 없습니다.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function CsvButton({ batch, label, onError }: { batch: string; label: string; onError: (message: string) => void }) {
  return (
    <button
      type="button"
      className="mt-1 font-semibold underline"
      onClick={() => void downloadFile(fillPath(adminCommerceApi.batchCodes.path, { batch }), `coupons-${batch.slice(0, 8)}.csv`).catch((e: unknown) => onError(errorMessage(e)))}
    >
      {label}
    </button>
  );
}
