/**
 * The provenance label every figure block carries (DESIGN habit 9): the API says whether figures are
 * generated sample data (is_sample 'Y') and what notice to show; figures are never presented as quotes.
 * With a real source (docs/decisions/098) the notice is its 출처 line, shown with the 기준일 of the figures.
 */
export function SampleNotice({
  source,
  className = '',
}: {
  source: { is_sample: 'Y' | 'N'; notice: string | null; as_of?: string } | undefined;
  className?: string;
}) {
  if (!source || (source.is_sample !== 'Y' && !source.notice)) return null;
  if (source.is_sample === 'N') {
    return (
      <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 ${className}`}>
        <span>{source.notice}</span>
        {source.as_of && <span>기준일 {source.as_of} 종가</span>}
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-amber-900 ${className}`}>
      <span className="inline-flex shrink-0 items-center rounded-md bg-amber-100 px-1.5 py-0.5 font-bold text-amber-900 ring-1 ring-amber-300">
        예시 데이터
      </span>
      <span>
        {source.notice}
        {source.as_of && <span className="text-amber-800/80"> (기준일 {source.as_of})</span>}
      </span>
    </p>
  );
}
