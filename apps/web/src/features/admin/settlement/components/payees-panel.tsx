import { useState, type FormEvent } from 'react';
import { secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { usePayees, useSavePayee } from '../api/payees';
import { useAddTerms, useTerms } from '../api/terms';

/** A form field's text (a file input would give a File). */
export const textOf = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

const field = 'h-11 rounded-xl border border-slate-300 bg-white px-3';

/** Teachers' settlement details (sealed on the server, shown masked) and their contract terms as versions. */
export function PayeesPanel() {
  const payees = usePayees();
  const save = useSavePayee();
  const [teacherSn, setTeacherSn] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = (p: Promise<{ message: string }>) => p.then((e) => setNotice(e.message)).catch((e: unknown) => setNotice(errorMessage(e)));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const get = (k: string) => textOf(f.get(k));
    void run(
      save.mutateAsync({
        teacherSn: Number(get('teacher_sn')),
        payee_type: get('payee_type') === 'business' ? 'business' : 'individual',
        real_name: get('real_name'),
        id_number: get('id_number'),
        bank_code: get('bank_code'),
        account_no: get('account_no'),
      }),
    );
  };
  return (
    <section aria-labelledby="payees-title" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="payees-title" className="text-lg font-semibold">
        강사 정산 정보와 계약 조건
      </h2>
      {notice && (
        <p role="status" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-800">
          {notice}
        </p>
      )}
      {payees.isPending && <LoadingMessage label="정산 정보를 불러오는 중" />}
      {payees.isError && <ErrorMessage message={errorMessage(payees.error)} onRetry={() => void payees.refetch()} />}
      <ul className="divide-y divide-slate-100 text-sm">
        {payees.data?.list.map((p) => (
          <li key={p.teacher_sn} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">
                {p.teacher} (강사 {p.teacher_sn})
              </span>{' '}
              · {p.payee_type === 'individual' ? '개인' : '사업자'} · {p.real_name_masked} · {p.id_number_masked} · {p.bank_code} {p.account_masked}
            </span>
            <button type="button" className={secondaryButton} onClick={() => setTeacherSn(p.teacher_sn)}>
              계약 조건
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} aria-label="정산 정보 저장" className="grid gap-2 sm:grid-cols-3">
        <label className="flex flex-col text-sm">
          강사 번호
          <input name="teacher_sn" type="number" required min={1} className={field} />
        </label>
        <label className="flex flex-col text-sm">
          구분
          <select name="payee_type" className={field}>
            <option value="individual">개인 (3.3% 원천징수)</option>
            <option value="business">사업자 (세금계산서)</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">
          실명 또는 상호
          <input name="real_name" required maxLength={50} autoComplete="off" className={field} />
        </label>
        <label className="flex flex-col text-sm">
          주민등록번호 / 사업자등록번호
          <input name="id_number" required maxLength={17} autoComplete="off" inputMode="numeric" className={field} />
        </label>
        <label className="flex flex-col text-sm">
          은행 코드 (3자리)
          <input name="bank_code" required maxLength={3} inputMode="numeric" className={field} />
        </label>
        <label className="flex flex-col text-sm">
          계좌번호
          <input name="account_no" required maxLength={20} autoComplete="off" inputMode="numeric" className={field} />
        </label>
        <button type="submit" className={`${secondaryButton} sm:col-span-3`} disabled={save.isPending}>
          봉인해 저장
        </button>
      </form>
      {teacherSn !== null && <TermsOf teacherSn={teacherSn} onNotice={setNotice} />}
    </section>
  );
}

function TermsOf({ teacherSn, onNotice }: { teacherSn: number; onNotice: (m: string) => void }) {
  const terms = useTerms(teacherSn);
  const add = useAddTerms();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const course = textOf(f.get('course_sn')).trim();
    add
      .mutateAsync({ teacher_sn: teacherSn, course_sn: course ? Number(course) : null, teacher_share_pct: Number(f.get('pct')), valid_from: `${textOf(f.get('month'))}-01` })
      .then((r) => onNotice(r.message))
      .catch((err: unknown) => onNotice(errorMessage(err)));
  };
  return (
    <div className="space-y-2 border-t border-slate-100 pt-3 text-sm">
      <h3 className="font-semibold">강사 {teacherSn}의 계약 조건 (버전)</h3>
      {terms.isError && <ErrorMessage message={errorMessage(terms.error)} />}
      <ul className="space-y-1">
        {terms.data?.list.map((v) => (
          <li key={v.term_id}>
            {v.course_title ?? '구독 수익 풀'} · 강사 {v.teacher_share_pct}% · {v.valid_from}부터
          </li>
        ))}
        {terms.data?.list.length === 0 && <li className="text-slate-500">아직 계약 조건이 없습니다.</li>}
      </ul>
      <form onSubmit={submit} aria-label="계약 조건 새 버전" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col">
          강의 번호 (비우면 구독 풀)
          <input name="course_sn" type="number" min={1} className={field} />
        </label>
        <label className="flex flex-col">
          강사 몫 (%)
          <input name="pct" type="number" required min={0} max={100} step={0.01} className={field} />
        </label>
        <label className="flex flex-col">
          시작 월
          <input name="month" type="month" required className={field} />
        </label>
        <button type="submit" className={secondaryButton} disabled={add.isPending}>
          새 버전 등록
        </button>
      </form>
    </div>
  );
}
