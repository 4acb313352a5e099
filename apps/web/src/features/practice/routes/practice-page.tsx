import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PracticeAccount, PracticeCash, StockRegion } from '@school/contracts';
import { PRACTICE_NOT_ADVICE } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { stockInfoPath, useStockSearch } from '../../stocks';
import { useAccount } from '../api/get-account';
import { useCancelOrder } from '../api/cancel-order';
import { useResetAccount } from '../api/reset-account';
import { ContestSection } from '../components/contest-section';
import { HistorySection } from '../components/history-section';
import { OrderForm } from '../components/order-form';
import { PerformanceSection } from '../components/performance-section';
import { SidePanel } from '../components/side-panel';
import { marketDay, money, rate, tone } from '../format';
import { StockPicker, type PickedStock } from '../components/stock-picker';

/** /practice (members): the practice account — cash, holdings, open orders, history, reset — and the contest. */
export function PracticePage() {
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const asked = params.get('region');
  const region: StockRegion | null = asked === 'kr' || asked === 'us' ? asked : null;
  const code = params.get('code');
  const ordering = region && code ? { region, code, name: params.get('name') } : null;
  const close = () => setParams({}, { replace: true });
  const pick = (stock: PickedStock) => setParams({ region: stock.region, code: stock.code, name: stock.name });

  return (
    <PageShell className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 mobile:text-xl">모의투자</h1>
        <p className="text-sm text-slate-600">가상 1,000만 원과 1만 달러로 강의에서 배운 방법을 연습해 보세요. {PRACTICE_NOT_ADVICE}</p>
      </header>
      <StockPicker onPick={pick} />
      {account.isError ? (
        <ErrorMessage message={errorMessage(account.error)} onRetry={() => void account.refetch()} />
      ) : !account.data ? (
        <LoadingMessage label="모의투자 계좌를 불러오는 중입니다" />
      ) : (
        <AccountView data={account.data} />
      )}
      {account.data && <PerformanceSection />}
      <HistorySection />
      <ContestSection />
      {ordering && <OrderSheet region={ordering.region} code={ordering.code} name={ordering.name} onClose={close} />}
    </PageShell>
  );
}

/**
 * The order sheet of the address's stock, titled by its name: from the picker the name comes with the address; from a
 * stock page's 모의 매수 (code only) it is looked up, the code standing in meanwhile.
 */
function OrderSheet({ region, code, name, onClose }: { region: StockRegion; code: string; name: string | null; onClose: () => void }) {
  const found = useStockSearch(region, name ? '' : code, 1);
  const item = found.data?.items[0];
  const title = name ?? (item?.code === code ? item.name_ko : code);
  return (
    <SidePanel title={`${title} 모의 주문`} onClose={onClose}>
      <OrderForm region={region} code={code} name={title} />
    </SidePanel>
  );
}

function AccountView({ data }: { data: PracticeAccount }) {
  const cancel = useCancelOrder();
  const reset = useResetAccount();
  const [selling, setSelling] = useState<{ region: StockRegion; code: string; name: string } | null>(null);
  return (
    <>
      {data.is_sample === 'Y' && data.notice && <p className="rounded-xl bg-slate-100 px-3 py-2 text-xs text-slate-600">{data.notice}</p>}
      <div className="grid gap-4 desktop:grid-cols-2">
        {data.cash.map((c) => (
          <CashCard key={c.region} cash={c} />
        ))}
      </div>

      <section aria-labelledby="holdings-title" className="space-y-3">
        <h2 id="holdings-title" className="text-lg font-bold text-slate-900">
          보유 종목
        </h2>
        {data.holdings.length === 0 ? (
          <p className="text-sm text-slate-600">
            {data.open_orders.some((o) => o.side === 'buy')
              ? '보유 종목이 없습니다. 아래 체결 대기 중인 매수 주문은 확정 종가로 체결되면 여기에 나타납니다.'
              : '보유 종목이 없습니다. 종목 페이지나 강의의 종목 칩에서 모의 매수해 보세요.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
            {data.holdings.map((h) => (
              <li key={`${h.region}:${h.code}`} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link to={stockInfoPath(h.region, h.code)} className="font-semibold text-slate-900 hover:underline">
                    {h.name_ko}
                  </Link>
                  <p className="text-sm text-slate-500">
                    {h.qty}주{h.reserved_qty > 0 && ` (매도 대기 ${h.reserved_qty}주)`} · 평균 {money(h.avg_cost, h.region)} · 종가 {money(h.price, h.region)}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold tabular-nums">{money(h.value, h.region)}</p>
                  <p className={`text-sm tabular-nums ${tone(h.unrealised)}`}>
                    {money(h.unrealised, h.region)} ({rate(h.unrealised_rate)})
                  </p>
                </div>
                <button type="button" onClick={() => setSelling({ region: h.region, code: h.code, name: h.name_ko })} className="rounded-lg px-3 py-1 text-sm font-semibold text-blue-700 ring-1 ring-blue-300">
                  매도
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="open-orders-title" className="space-y-3">
        <h2 id="open-orders-title" className="text-lg font-bold text-slate-900">
          체결 대기 주문
        </h2>
        {data.open_orders.length === 0 ? (
          <p className="text-sm text-slate-600">체결을 기다리는 주문이 없습니다.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
            {data.open_orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div>
                  <p className="font-semibold text-slate-900">
                    {o.name_ko} <span className={o.side === 'buy' ? 'text-red-600' : 'text-blue-600'}>{o.side === 'buy' ? '매수' : '매도'}</span> {o.qty}주
                  </p>
                  <p className="text-sm text-slate-500">
                    {o.kind === 'market' ? '시장가' : `지정가 ${money(o.limit_price, o.region)}`} · {marketDay(o.trade_from)} 장 마감 뒤 체결 여부 확정 · {o.status_label}
                  </p>
                </div>
                <button type="button" onClick={() => cancel.mutate(o.id)} disabled={cancel.isPending} className="rounded-lg px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-300">
                  취소
                </button>
              </li>
            ))}
          </ul>
        )}
        {cancel.isError && <p role="alert" className="text-sm text-red-700">{errorMessage(cancel.error)}</p>}
      </section>

      <details className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold">체결 규칙과 수수료</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {data.fill_rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </details>

      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span>{new Date(data.started_at).toLocaleDateString('ko-KR')}부터 운용 중</span>
        <button
          type="button"
          onClick={() => window.confirm('모든 주문·보유 종목·거래 내역을 지우고 처음 금액으로 되돌립니다. 참가 중인 대회에서도 빠집니다. 초기화할까요?') && reset.mutate()}
          className="rounded-lg px-3 py-1 font-semibold text-slate-700 ring-1 ring-slate-300"
        >
          계좌 초기화
        </button>
      </div>

      {selling && (
        <SidePanel title={`${selling.name} 모의 매도`} onClose={() => setSelling(null)}>
          <OrderForm region={selling.region} code={selling.code} name={selling.name} side="sell" />
        </SidePanel>
      )}
    </>
  );
}

function CashCard({ cash: c }: { cash: PracticeCash }) {
  return (
    <section aria-label={c.region === 'kr' ? '국내 계좌(원)' : '미국 계좌(달러)'} className="rounded-3xl bg-white p-5 ring-1 ring-slate-200">
      <h2 className="text-sm font-semibold text-slate-500">{c.region === 'kr' ? '국내 주식 · 원화' : '미국 주식 · 달러'}</h2>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{money(c.total, c.region)}</p>
      <p className={`text-sm font-semibold tabular-nums ${tone(c.return_rate)}`}>수익률 {rate(c.return_rate)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">예수금</dt>
        <dd className="text-right tabular-nums">{money(c.cash, c.region)}</dd>
        <dt className="text-slate-500">주문 가능</dt>
        <dd className="text-right tabular-nums">{money(c.available, c.region)}</dd>
        <dt className="text-slate-500">주식 평가액</dt>
        <dd className="text-right tabular-nums">{money(c.holdings_value, c.region)}</dd>
        <dt className="text-slate-500">실현 손익</dt>
        <dd className={`text-right tabular-nums ${tone(c.realised)}`}>{money(c.realised, c.region)}</dd>
        <dt className="text-slate-500">평가 손익</dt>
        <dd className={`text-right tabular-nums ${tone(c.unrealised)}`}>{money(c.unrealised, c.region)}</dd>
      </dl>
    </section>
  );
}
