import { type GuardianChild, KOREA_TIME_ZONE, type OrderStatus } from '@school/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { orderStatusLabels } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { formatPrice } from '../../../lib/format';
import { showConfirm } from '../../../lib/popup';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { correctChild, withdrawChild } from '../api/guardian';

const day = (iso: string) => new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'medium' }).format(new Date(iso));
const schema = formSchema({ user_name: z.string(), nickname: z.string(), is_market: z.boolean() }, (v) => ({
  user_name: validate.userName(v.user_name),
  nickname: validate.nickname(v.nickname),
}));
type Values = z.infer<typeof schema>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 border-b border-slate-100 py-2.5 text-sm last:border-0">
      <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-slate-900">{children}</dd>
    </div>
  );
}

/** What the guardian sees and may do for 30 minutes: the child's data, its correction, the account's withdrawal. */
export function ChildView({ token, child, onChange, onWithdrawn }: { token: string; child: GuardianChild; onChange: (c: GuardianChild) => void; onWithdrawn: () => void }) {
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    ...formOptions,
    defaultValues: { user_name: child.user_name, nickname: child.nickname, is_market: child.is_market === 'Y' },
    resolver: schemaResolver(schema),
  });

  async function save(v: Values) {
    setNotice(null);
    try {
      onChange(await correctChild(token, { user_name: v.user_name.trim(), nickname: v.nickname.trim(), is_market: v.is_market ? 'Y' : 'N' }));
      setNotice({ tone: 'info', text: '자녀의 회원정보를 고쳤습니다.' });
    } catch (e) {
      setNotice({ tone: 'error', text: errorMessage(e) });
    }
  }

  async function withdraw() {
    const yes = await showConfirm('자녀의 계정을 탈퇴하면 이용권과 학습 기록을 더 이상 이용할 수 없습니다. 법령에 따라 보관하는 거래 기록을 뺀 개인정보는 바로 지워집니다. 탈퇴하시겠습니까?', {
      title: '자녀 계정 탈퇴',
      yesText: '탈퇴',
      noText: '취소',
    });
    if (!yes) return;
    try {
      await withdrawChild(token);
      onWithdrawn();
    } catch (e) {
      setNotice({ tone: 'error', text: errorMessage(e) });
    }
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="g-profile">
        <h2 id="g-profile" className="mb-2 text-base font-bold text-slate-900">
          자녀 회원정보
        </h2>
        <dl className="rounded-xl bg-slate-50 px-4">
          <Row label="아이디(이메일)">{child.email}</Row>
          <Row label="이름">{child.user_name}</Row>
          <Row label="닉네임">{child.nickname}</Row>
          <Row label="생년월일">{child.birth}</Row>
          <Row label="휴대폰">{child.hpno}</Row>
          <Row label="가입일">{day(child.created_at)}</Row>
          <Row label="보호자">{child.guardian_name}</Row>
          <Row label="마케팅 수신">{child.is_market === 'Y' ? `동의${child.market_changed_at ? ` (${day(child.market_changed_at)})` : ''}` : '동의하지 않음'}</Row>
        </dl>
      </section>

      <section aria-labelledby="g-orders">
        <h2 id="g-orders" className="mb-2 text-base font-bold text-slate-900">
          구매 내역
        </h2>
        {child.orders.length === 0 ? (
          <p className="text-sm text-slate-500">구매 내역이 없습니다.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {child.orders.map((o) => (
              <li key={o.order_id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{o.order_name}</span>
                  <span className="text-slate-500">
                    {day(o.created_at)} · {orderStatusLabels[o.status as OrderStatus] ?? o.status}
                  </span>
                </span>
                <span className="shrink-0 font-semibold">{formatPrice(o.amount, 'N')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="g-learning">
        <h2 id="g-learning" className="mb-2 text-base font-bold text-slate-900">
          학습 내역
        </h2>
        {child.learning.length === 0 ? (
          <p className="text-sm text-slate-500">학습 기록이 없습니다.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {child.learning.map((c) => (
              <li key={c.course_sn} className="px-4 py-3 text-sm">
                <span className="block font-semibold text-slate-900">{c.title}</span>
                <span className="text-slate-500">
                  강의 {c.lectures_watched}개 수강 · {c.lectures_completed}개 완료 · 최근 {day(c.last_watched_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="g-correct">
        <h2 id="g-correct" className="mb-2 text-base font-bold text-slate-900">
          정보 정정
        </h2>
        <form noValidate aria-label="자녀 정보 정정" className="space-y-4" onSubmit={(e) => void handleSubmit(save)(e)}>
          <TextField label="이름" autoComplete="off" {...register('user_name')} error={formState.errors.user_name?.message} />
          <TextField label="닉네임" autoComplete="off" {...register('nickname')} error={formState.errors.nickname?.message} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4" {...register('is_market')} />
            마케팅 정보(이벤트, 할인 소식) 수신에 동의합니다
          </label>
          {notice && <FormAlert tone={notice.tone} message={notice.text} />}
          <button type="submit" className={`${primaryButton} w-full`} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? '저장 중…' : '정정 내용 저장'}
          </button>
        </form>
      </section>

      <section aria-labelledby="g-withdraw" className="rounded-xl bg-rose-50 p-4">
        <h2 id="g-withdraw" className="text-base font-bold text-rose-900">
          자녀 계정 탈퇴
        </h2>
        <p className="mt-1 text-sm leading-6 text-rose-900/80">진행 중인 결제나 환불이 있으면 먼저 마무리되어야 탈퇴할 수 있습니다.</p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => void withdraw()}>
          자녀 계정 탈퇴하기
        </button>
      </section>
    </div>
  );
}
