/** Shown on every stock page: the school teaches; it does not advise. */
export function EducationNotice({ className = '' }: { className?: string }) {
  return (
    <aside aria-label="투자 유의 안내" className={`rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}>
      <p>
        <strong className="font-bold">투자 교육용 자료입니다.</strong> 이 화면의 종목 정보는 투자 공부를 돕기 위한 것이며 투자 권유나 투자 자문이
        아닙니다. 투자 판단과 그 결과에 대한 책임은 투자자 본인에게 있습니다.
      </p>
    </aside>
  );
}
