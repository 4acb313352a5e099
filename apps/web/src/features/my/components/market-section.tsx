import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { marketResponse, type MyUser } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { useChangeMarketMutation } from '../api/change-market';
import { formatDate, InfoSection, ResultMessage, type Result } from './info-section';

/** Marketing consent: the switch, and the date of the last change (정보통신망법 §50 asks to tell it). */
export function MarketSection({ user }: { user: MyUser }) {
  const queryClient = useQueryClient();
  const mutation = useChangeMarketMutation();
  const [result, setResult] = useState<Result>(null);
  const on = user.is_market === 'Y';

  async function toggle() {
    setResult(null);
    try {
      const response = await mutation.mutateAsync({ is_market: on ? 'N' : 'Y' });
      const parsed = marketResponse.safeParse(response.data);
      if (response.code === SUCCESS_CODE && parsed.success) {
        queryClient.setQueryData<MyUser>(['my', 'user'], (old) => (old ? { ...old, ...parsed.data } : old));
        void queryClient.invalidateQueries({ queryKey: ['my', 'legal', 'consents'] });
      }
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-market" title="마케팅 정보 수신" description="이벤트·혜택 소식을 문자와 이메일로 받을지 정합니다.">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id="market-label" className="text-[15px] font-semibold text-slate-800">
            마케팅 정보 수신 동의
          </p>
          <p className="mt-0.5 text-sm text-slate-500">
            {user.market_changed_at
              ? `${formatDate(user.market_changed_at)}에 ${on ? '동의하셨습니다' : '동의하지 않음으로 변경하셨습니다'}.`
              : on
                ? '동의함'
                : '동의하지 않음'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="market-label"
          disabled={mutation.isPending}
          onClick={() => void toggle()}
          className={`relative h-8 w-14 shrink-0 rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-accent-600' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : ''}`}
          />
        </button>
      </div>
      <ResultMessage result={result} />
    </InfoSection>
  );
}
