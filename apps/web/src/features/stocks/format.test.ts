import { describe, expect, it } from 'vitest';
import {
  DIRECTION_CLASS,
  describeChange,
  directionOf,
  formatAmount,
  formatChange,
  formatPrice,
  formatRate,
  formatRatio,
} from './format';

describe('price direction (Korean convention: rise red, fall blue)', () => {
  it('reads the sign of the change', () => {
    expect(directionOf(1200)).toBe('rise');
    expect(directionOf(-0.01)).toBe('fall');
    expect(directionOf(0)).toBe('flat');
    expect(directionOf(null)).toBe('flat');
    expect(directionOf(Number.NaN)).toBe('flat');
  });

  it('colours a rise red and a fall blue', () => {
    expect(DIRECTION_CLASS.rise).toMatch(/red/);
    expect(DIRECTION_CLASS.fall).toMatch(/blue/);
  });

  it('never relies on colour alone: marks and words carry the direction', () => {
    expect(formatChange(1200, 'KRW')).toBe('▲ 1,200');
    expect(formatChange(-3.5, 'USD')).toBe('▼ 3.50');
    expect(formatChange(0, 'KRW')).toBe('0');
    expect(describeChange(1200, 1.23, 'KRW')).toBe('전일 대비 1,200원(1.23%) 상승');
    expect(describeChange(-3.5, -1.8, 'USD')).toBe('전일 대비 $3.50(1.80%) 하락');
    expect(describeChange(null, -0.5, 'KRW')).toBe('전일 대비 0.50% 하락');
    expect(describeChange(0, 0, 'KRW')).toBe('전일 대비 변동 없음(보합)');
  });
});

describe('number formats', () => {
  it('formats prices per currency', () => {
    expect(formatPrice(73400, 'KRW')).toBe('73,400원');
    expect(formatPrice(189.2, 'USD')).toBe('$189.20');
    expect(formatPrice(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatPrice(null, 'KRW')).toBe('-');
  });

  it('signs change rates with two decimals', () => {
    expect(formatRate(1.234)).toBe('+1.23%');
    expect(formatRate(-0.5)).toBe('-0.50%');
    expect(formatRate(0)).toBe('0.00%');
    expect(formatRate(null)).toBe('-');
  });

  it('writes large amounts in 조/억/만 units', () => {
    expect(formatAmount(412_345_600_000_000, 'KRW')).toBe('412조 3,456억원');
    expect(formatAmount(4_512_000_000_000, 'USD')).toBe('4조 5,120억 달러');
    expect(formatAmount(3_000_000_000_000, 'KRW')).toBe('3조원');
    expect(formatAmount(1_999_999_990_000, 'KRW')).toBe('2조원');
    expect(formatAmount(987_600_000, 'KRW')).toBe('10억원');
    expect(formatAmount(87_650_000, 'KRW')).toBe('8,765만원');
    expect(formatAmount(-25_000_000_000, 'KRW')).toBe('-250억원');
    expect(formatAmount(950, 'KRW')).toBe('950원');
  });

  it('shows a missing PER (loss year) as 해당 없음', () => {
    expect(formatRatio(12.345)).toBe('12.35배');
    expect(formatRatio(null)).toBe('해당 없음');
  });
});
