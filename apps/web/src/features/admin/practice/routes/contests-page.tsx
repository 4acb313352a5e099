import { addMonths, koreanDay, type PracticeContest, startOfKoreanMonth, type StockRegion } from '@school/contracts';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { badge } from '../../components/labels';
import { useCloseContest } from '../api/close-contest';
import { useContests } from '../api/get-contests';
import { useCreateContest } from '../api/create-contest';
import { Field } from '../field';
import { parsePoints } from '../moment';
import { objectParticle } from '@school/contracts/plain';

const input = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm';
const REGION_LABEL: Record<StockRegion, string> = { kr: '국내 주식', us: '미국 주식' };
const points = (list: number[]) => (list.length ? list.map((p, i) => `${i + 1}위 ${p.toLocaleString('ko-KR')}P`).join(' · ') : '포인트 없음');

/** Next month in Korea, as YYYY-MM: rounds are usually opened ahead. */
function nextMonth(): string {
  return koreanDay(addMonths(startOfKoreanMonth(new Date()), 1)).slice(0, 7);
}

/**
 * /admin/practice/contests: 모의투자 대회 rounds (decision 099). Staff open a monthly round per market with the points
 * of the top places and close it (ranks freeze, points are granted). Refusals (a taken month, an operator closing a
 * round they entered) come with the server's Korean message.
 */
export default function ContestsPage() {
  const contests = useContests();
  return (
    <section aria-labelledby="contests-title" className="space-y-5">
      <div className="space-y-1">
        <h1 id="contests-title" className="text-xl font-bold">
          모의투자 대회
        </h1>
        <p className="text-sm text-slate-600">
          회원이 참가 신청한 달의 수익률로 순위를 매깁니다(순위표에는 닉네임만). 포인트를 정한 운영자는 그 대회에 참가할 수 없고, 참가한 운영자는 마감할 수 없습니다.
        </p>
      </div>
      <CreateForm />
      {contests.isPending && <LoadingMessage label="대회를 불러오는 중" />}
      {contests.isError && <ErrorMessage message={errorMessage(contests.error)} onRetry={() => void contests.refetch()} />}
      {contests.data && (
        <section aria-labelledby="contest-list-title" className="space-y-3">
          <h2 id="contest-list-title" className="text-lg font-bold">
            대회 목록
          </h2>
          {contests.data.items.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">아직 연 대회가 없습니다.</p>
          ) : (
            <ul className="space-y-3">
              {contests.data.items.map((c) => (
                <ContestCard key={c.id} contest={c} />
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}

function CreateForm() {
  const create = useCreateContest();
  const [title, setTitle] = useState('');
  const [region, setRegion] = useState<StockRegion>('kr');
  const [month, setMonth] = useState(nextMonth);
  const [pointsText, setPointsText] = useState('');
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    if (title.trim().length < 2) return setNote({ tone: 'error', message: '대회 이름을 2자 이상 입력해 주세요.' });
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return setNote({ tone: 'error', message: '대회 달을 골라 주세요.' });
    const top = parsePoints(pointsText);
    if (top === undefined || top.some((p) => p < 1 || p > 100_000)) return setNote({ tone: 'error', message: '상위 포인트는 1위부터 쉼표로 나눠 1~100,000 사이 숫자로 입력해 주세요(예: 50000, 30000, 10000).' });
    if (top.length > 10) return setNote({ tone: 'error', message: '포인트는 10위까지 정할 수 있습니다.' });
    try {
      const res = await create.mutateAsync({ title: title.trim(), region, month, points_top: top });
      setNote({ tone: 'info', message: res.message });
      setTitle('');
      setPointsText('');
    } catch (error) {
      setNote({ tone: 'error', message: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="새 대회 열기" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold">새 대회 열기</h2>
      <div className="grid gap-3 desktop:grid-cols-[1fr_8rem_10rem]">
        <Field label="대회 이름">
          {(id) => <input id={id} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={60} placeholder="12월 국내주식 모의투자 대회" className={input} />}
        </Field>
        <Field label="시장">
          {(id) => (
            <select id={id} value={region} onChange={(e) => setRegion(e.target.value as StockRegion)} className={input}>
              <option value="kr">국내 주식</option>
              <option value="us">미국 주식</option>
            </select>
          )}
        </Field>
        <Field label="대회 달">
          {(id) => <input id={id} type="month" value={month} onChange={(e) => setMonth(e.target.value)} className={input} />}
        </Field>
      </div>
      <Field label="상위 입상 포인트" note="(선택, 1위부터 쉼표로)">
        {(id) => <input id={id} value={pointsText} onChange={(e) => setPointsText(e.target.value)} maxLength={120} placeholder="예: 50000, 30000, 10000" className={input} />}
      </Field>
      <FormAlert message={note?.message} tone={note?.tone} />
      <button type="submit" disabled={create.isPending} className="h-11 rounded-xl bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700 disabled:bg-slate-300">
        {create.isPending ? '여는 중…' : '대회 열기'}
      </button>
    </form>
  );
}

function ContestCard({ contest: c }: { contest: PracticeContest }) {
  const close = useCloseContest();
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const doClose = async () => {
    if (!window.confirm(`${objectParticle(c.title)} 마감할까요? 지금 수익률로 순위가 확정되고 상위 참가자에게 포인트가 지급됩니다. 되돌릴 수 없습니다.`)) return;
    setNote(null);
    try {
      const res = await close.mutateAsync(c.id);
      setNote({ tone: 'info', message: res.message });
    } catch (error) {
      setNote({ tone: 'error', message: errorMessage(error) });
    }
  };
  return (
    <li aria-label={c.title} className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {c.title} <span className={badge(c.status === 'open' ? 'ok' : 'muted')}>{c.status === 'open' ? '진행 중' : '마감'}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {REGION_LABEL[c.region]} · {c.starts_on} ~ {c.ends_on} · 참가 {c.entries.length}{c.entries.length >= 100 ? '명 이상' : '명'}
          </p>
          <p className="text-sm text-slate-600">{points(c.points_top)}</p>
        </div>
        {c.status === 'open' && (
          <button type="button" onClick={() => void doClose()} disabled={close.isPending} className="h-10 rounded-xl px-4 text-sm font-semibold text-rose-700 ring-1 ring-rose-300 disabled:opacity-50">
            {close.isPending ? '마감하는 중…' : '마감하기'}
          </button>
        )}
      </div>
      {c.entries.length > 0 && (
        <ol className="divide-y divide-slate-100 rounded-lg bg-slate-50 text-sm" aria-label={`${c.title} 순위`}>
          {c.entries.slice(0, 10).map((e) => (
            <li key={e.rank} className="flex justify-between px-3 py-1.5">
              <span>
                {e.rank}위 {e.nickname}
              </span>
              <span className={`tabular-nums ${e.return_rate > 0 ? 'text-red-600' : e.return_rate < 0 ? 'text-blue-600' : ''}`}>
                {e.return_rate > 0 ? '+' : ''}
                {e.return_rate.toFixed(2)}%
              </span>
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={note?.message} tone={note?.tone} />
    </li>
  );
}
