import { useState, type FormEvent } from 'react';
import { koreanDay, shiftDay, type CouponPolicyView, type StudioCouponBody } from '@school/contracts';
import { FormAlert, primaryButton } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';

const field = 'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]';
const label = 'block text-sm font-semibold text-slate-800';

export interface CouponCourse {
  course_sn: number;
  title: string;
}

interface Props {
  courses: CouponCourse[];
  policy: CouponPolicyView;
  /** Sends the coupon; resolves with the server's message and the codes, throws its refusal. */
  onCreate: (body: StudioCouponBody) => Promise<{ message: string; codes: string[] }>;
}

/**
 * The studio's coupon form (decision 132): the operator's limits are shown before the teacher types, and whatever the
 * server refuses comes back as its Korean message, limit included, without clearing what was typed.
 */
export function CouponForm({ courses, policy, onCreate }: Props) {
  const today = koreanDay();
  const [courseSn, setCourseSn] = useState(courses[0]?.course_sn ?? 0);
  const [name, setName] = useState('');
  const [type, setType] = useState<'percent' | 'fixed'>('percent');
  const [value, setValue] = useState('');
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(shiftDay(today, Math.max(0, policy.max_days - 1)));
  const [count, setCount] = useState('100');
  const [mode, setMode] = useState<'code' | 'batch'>('code');
  const [code, setCode] = useState('');
  const [earlyBird, setEarlyBird] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const [codes, setCodes] = useState<string[]>([]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setCodes([]);
    if (name.trim() === '') return setResult({ tone: 'error', message: '쿠폰 이름을 입력해 주세요.' });
    if (!/^\d+$/.test(value)) return setResult({ tone: 'error', message: '할인 값을 숫자로 입력해 주세요.' });
    if (!/^\d+$/.test(count) || Number(count) < 1) return setResult({ tone: 'error', message: '수량은 1장 이상이어야 합니다.' });
    setBusy(true);
    try {
      const done = await onCreate({
        course_sn: courseSn,
        name: name.trim(),
        discount_type: type,
        discount_value: Number(value),
        valid_from: from,
        valid_until: until,
        count: Number(count),
        mode,
        code: mode === 'code' && code.trim() ? code.trim() : null,
        early_bird: earlyBird ? 'Y' : 'N',
      });
      setResult({ tone: 'info', message: done.message });
      setCodes(done.codes);
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (courses.length === 0) return <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">쿠폰을 만들 수 있는 내 강의가 아직 없습니다.</p>;
  return (
    <form noValidate aria-label="쿠폰 만들기" onSubmit={(e) => void submit(e)} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:grid-cols-2">
      <p className="text-sm text-slate-600 md:col-span-2">
        운영 정책: 일반 쿠폰은 할인율 {policy.max_rate_pct}% · 기간 {policy.max_days}일까지, 얼리버드(공개 전이거나 공개 {policy.early_bird_max_days}일 안의 강의)는 할인율{' '}
        {policy.early_bird_max_rate_pct}% · 기간 {policy.early_bird_max_days}일까지입니다. 정액 할인도 강의 가격의 같은 비율까지입니다. 강사 본인 계정으로는 쓸 수 없습니다.
      </p>
      <label className={label}>
        강의
        <select className={field} value={courseSn} onChange={(e) => setCourseSn(Number(e.target.value))}>
          {courses.map((c) => (
            <option key={c.course_sn} value={c.course_sn}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        쿠폰 이름
        <input className={field} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className={label}>
        할인 방식
        <select className={field} value={type} onChange={(e) => setType(e.target.value as 'percent' | 'fixed')}>
          <option value="percent">정률 (%)</option>
          <option value="fixed">정액 (원)</option>
        </select>
      </label>
      <label className={label}>
        {type === 'percent' ? '할인율 (%)' : '할인 금액 (원)'}
        <input className={field} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value.replace(/[^\d]/g, ''))} />
      </label>
      <label className={label}>
        시작일
        <input className={field} type="date" min={today} value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className={label}>
        마지막 사용일
        <input className={field} type="date" min={from} value={until} onChange={(e) => setUntil(e.target.value)} />
      </label>
      <label className={label}>
        수량 (장)
        <input className={field} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value.replace(/[^\d]/g, ''))} />
      </label>
      <label className={label}>
        번호 방식
        <select className={field} value={mode} onChange={(e) => setMode(e.target.value as 'code' | 'batch')}>
          <option value="code">번호 하나를 여러 명이 (수량만큼)</option>
          <option value="batch">한 번만 쓰는 번호를 수량만큼</option>
        </select>
      </label>
      {mode === 'code' && (
        <label className={label}>
          쿠폰 번호 (선택)
          <input className={field} maxLength={30} placeholder="비워 두면 자동으로 만듭니다" value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
        </label>
      )}
      <label className="flex items-center gap-2 self-end text-[15px]">
        <input type="checkbox" className="h-5 w-5" checked={earlyBird} onChange={(e) => setEarlyBird(e.target.checked)} />
        얼리버드 쿠폰
      </label>
      <div className="md:col-span-2">
        <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      </div>
      {codes.length > 0 && (
        <section aria-label="만든 쿠폰 번호" className="rounded-xl bg-emerald-50 p-3 text-sm ring-1 ring-emerald-200 md:col-span-2">
          <p className="font-semibold">만든 쿠폰 번호 ({codes.length}장)</p>
          <p className="mt-1 font-mono break-all">{codes.join(', ')}</p>
        </section>
      )}
      <button type="submit" className={`${primaryButton} md:col-span-2 md:justify-self-start`} disabled={busy}>
        {busy ? '만드는 중…' : '쿠폰 만들기'}
      </button>
    </form>
  );
}
