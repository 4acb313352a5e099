import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { useChangeMarketMutation } from '../api/change-market';
import { useMyConsents } from '../../legal';
import { formatDate, formatDateTime, InfoSection, ResultMessage, type Result } from './info-section';

const HOW: Record<string, string> = { signup: '가입 시 동의', agreed: '동의', objected: '거부', deemed: '동의로 간주 (14일 내 거부 없음)' };

/** The versions of the terms the member agreed to (or refused), and each marketing consent and withdrawal, with their dates. */
export function ConsentsSection() {
  const consents = useMyConsents();
  const list = consents.data?.list ?? [];
  const notice = consents.data?.marketing_notice_at ?? null;
  const keep = useChangeMarketMutation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<Result>(null);
  const keepReceiving = async () => {
    try {
      const done = await keep.mutateAsync({ is_market: 'Y' });
      setResult({ ok: done.code === '0000', message: done.code === '0000' ? '마케팅 정보 수신 동의를 유지했습니다.' : done.message });
      void queryClient.invalidateQueries({ queryKey: ['my'] });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  };
  return (
    <InfoSection id="my-consents" title="약관 동의 기록" description="동의한 약관의 판과 마케팅 정보 수신 동의·철회 날짜입니다.">
      {notice && (
        <div className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <p>{formatDate(notice)}에 마케팅 정보 수신 동의 현황을 안내해 드렸습니다. 계속 받으시겠어요? (받지 않으려면 위의 스위치를 끄세요.)</p>
          <button type="button" className="mt-2 h-10 rounded-lg bg-white px-3 font-semibold ring-1 ring-amber-300" disabled={keep.isPending} onClick={() => void keepReceiving()}>
            계속 받기
          </button>
        </div>
      )}
      <ResultMessage result={result} />
      {consents.isError ? (
        <p className="text-sm text-rose-600">동의 기록을 불러오지 못했습니다.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{consents.isPending ? '불러오는 중…' : '기록이 없습니다.'}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {list.map((c, i) => (
            <li key={i} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              {c.doc_type === 'marketing' ? (
                <span className="font-semibold text-slate-800">마케팅 정보 수신 {c.agreed ? '동의' : '미동의·철회'}</span>
              ) : (
                <Link to={`/policy/${c.doc_type}/${c.version}`} className="font-semibold text-slate-800 underline-offset-2 hover:underline">
                  {c.title} 제{c.version}판 · {HOW[c.how] ?? c.how}
                </Link>
              )}
              <span className="text-slate-500">{formatDateTime(c.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </InfoSection>
  );
}
