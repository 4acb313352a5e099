import { useState, type FormEvent } from 'react';
import type { CouponPolicyView } from '@school/contracts';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../components/labels';
import { useCouponPolicy, useSaveCouponPolicy } from '../api/coupon-policy';

/** The operator's limits on teachers' coupons (decision 132): read by staff, changed by an admin with a reason. */
export function CouponPolicySection() {
  const policy = useCouponPolicy();
  return (
    <section aria-labelledby="coupon-policy-title" className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="coupon-policy-title" className="text-lg font-bold">
        강사 쿠폰 정책
      </h2>
      <p className="text-sm text-slate-600">강사가 스튜디오에서 자기 강의에 만드는 쿠폰의 한도입니다. 바꾸면 이후에 만드는 쿠폰부터 적용되고, 바꾼 기록이 남습니다.</p>
      {policy.isPending && <LoadingMessage label="정책을 불러오는 중" />}
      {policy.isError && <ErrorMessage message={errorMessage(policy.error)} onRetry={() => void policy.refetch()} />}
      {policy.data && <PolicyForm key={policy.data.updated_at ?? 'default'} current={policy.data} />}
    </section>
  );
}

function PolicyForm({ current }: { current: CouponPolicyView }) {
  const save = useSaveCouponPolicy();
  const [v, setV] = useState({ max_rate_pct: String(current.max_rate_pct), max_days: String(current.max_days), early_bird_max_rate_pct: String(current.early_bird_max_rate_pct), early_bird_max_days: String(current.early_bird_max_days), reason: '' });
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    try {
      const done = await save.mutateAsync({
        max_rate_pct: Number(v.max_rate_pct),
        max_days: Number(v.max_days),
        early_bird_max_rate_pct: Number(v.early_bird_max_rate_pct),
        early_bird_max_days: Number(v.early_bird_max_days),
        reason: v.reason,
      });
      setResult({ tone: 'info', message: done.message });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  };
  return (
    <form noValidate aria-label="강사 쿠폰 정책 바꾸기" onSubmit={(e) => void submit(e)} className="grid gap-3 md:grid-cols-4">
      <TextField label="일반 쿠폰 할인율 한도 (%)" inputMode="numeric" value={v.max_rate_pct} onChange={set('max_rate_pct')} />
      <TextField label="일반 쿠폰 기간 한도 (일)" inputMode="numeric" value={v.max_days} onChange={set('max_days')} />
      <TextField label="얼리버드 할인율 한도 (%)" inputMode="numeric" value={v.early_bird_max_rate_pct} onChange={set('early_bird_max_rate_pct')} />
      <TextField label="얼리버드 기간 한도 (일)" inputMode="numeric" value={v.early_bird_max_days} onChange={set('early_bird_max_days')} />
      <div className="md:col-span-4">
        <TextField label="바꾸는 이유" maxLength={200} value={v.reason} onChange={set('reason')} hint={current.updated_at ? `마지막 변경: ${formatDate(current.updated_at)}` : '아직 기본값입니다.'} />
      </div>
      <div className="md:col-span-4">
        <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      </div>
      <button type="submit" className={`${primaryButton} md:col-span-4 md:justify-self-start`} disabled={save.isPending}>
        정책 저장
      </button>
    </form>
  );
}
