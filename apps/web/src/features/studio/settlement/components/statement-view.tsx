import type { SettlementStatement } from '@school/contracts/admin';
import { won } from '../../analytics/components/format';

export const KIND_LABEL: Record<SettlementStatement['lines'][number]['kind'], string> = {
  sale: '판매',
  refund_clawback: '환불·차지백 회수',
  teacher_coupon: '내 쿠폰 할인 중 플랫폼 몫 부담',
  fee: '결제 수수료 분담',
  platform_share: '플랫폼 몫',
  subscription_share: '구독 수익 배분 (시청 시간 비율)',
  withholding_income: '원천징수 소득세 (3%)',
  withholding_local: '원천징수 지방소득세 (0.3%)',
  carry_over: '전월 이월',
  correction: '정정',
};

export const STATUS_LABEL = { draft: '확정 전', confirmed: '확정', paid: '지급 완료' } as const;

/** A statement's lines and totals, as the teacher (studio) and the operator (console) both read it (decision 118). */
export function StatementView({ statement: d }: { statement: SettlementStatement }) {
  return (
    <div className="space-y-3 text-sm">
      <table className="w-full">
        <caption className="sr-only">{d.month} 정산 항목</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th scope="col" className="py-1.5 font-medium">
              항목
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              금액
            </th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l, i) => (
            <tr key={i} className="border-b border-slate-100 align-top">
              <td className="py-1.5 pr-2">
                <span className="font-medium text-slate-800">{KIND_LABEL[l.kind]}</span>
                {l.course_title && <span className="block text-slate-500">{l.course_title}</span>}
                {l.kind === 'correction' && <span className="block text-slate-500">{l.note}</span>}
              </td>
              <td className={`py-1.5 text-right tabular-nums ${l.won < 0 ? 'text-rose-700' : 'text-slate-900'}`}>{won(l.won)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-slate-500">과세 대상</dt>
        <dd className="text-right tabular-nums">{won(d.taxable_won)}</dd>
        <dt className="text-slate-500">원천징수 합계</dt>
        <dd className="text-right tabular-nums">{won(d.income_tax_won + d.local_tax_won)}</dd>
        <dt className="font-semibold">지급액</dt>
        <dd className="text-right font-semibold tabular-nums">{won(d.to_pay_won)}</dd>
        {d.tax_invoice_no && (
          <>
            <dt className="text-slate-500">세금계산서</dt>
            <dd className="break-all text-right">{d.tax_invoice_no}</dd>
          </>
        )}
      </dl>
      <p className="text-xs text-slate-500">
        {d.payee_type === 'individual' ? '개인: 사업소득 3.3% 원천징수 (10원 미만 절사).' : '사업자: 원천징수 없이 세금계산서를 발행합니다.'} 확정일 {d.confirm_on} (다음 달 7영업일). 확정 뒤에는
        고치지 않고 정정 항목으로만 더합니다.
      </p>
    </div>
  );
}
