import { DIRECTION_CLASS, describeChange, directionOf, formatChange, formatRate, type Currency } from '../format';

/**
 * A change with the Korean colour convention (rise red, fall blue) plus ▲/▼ and a signed rate, so it
 * reads without colour; screen readers hear the full sentence ("전일 대비 1,200원(1.23%) 상승").
 */
export function PriceChange({
  change,
  rate,
  currency,
  showAmount = true,
  className = '',
}: {
  change: number | null;
  rate: number | null;
  currency: Currency;
  showAmount?: boolean;
  className?: string;
}) {
  const dir = directionOf(change ?? rate);
  return (
    <span className={`${DIRECTION_CLASS[dir]} tabular-nums ${className}`} data-direction={dir}>
      <span aria-hidden="true">
        {showAmount ? `${formatChange(change, currency)} (${formatRate(rate)})` : `${dir === 'rise' ? '▲' : dir === 'fall' ? '▼' : ''}${formatRate(rate)}`}
      </span>
      <span className="sr-only">{describeChange(change, rate, currency)}</span>
    </span>
  );
}
