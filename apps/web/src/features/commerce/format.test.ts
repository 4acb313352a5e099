import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatWon } from './format';

describe('commerce formats', () => {
  it('shows dates on the Korean wall clock whatever the device zone', () => {
    expect(formatDate('2026-11-23T15:30:00Z')).toBe('2026.11.24');
    expect(formatDateTime('2026-11-23T15:05:00Z')).toBe('2026.11.24 00:05');
    expect(formatDateTime('2026-12-31T14:59:00Z')).toBe('2026.12.31 23:59');
  });
  it('writes won with commas, 0 included', () => {
    expect(formatWon(59000)).toBe('59,000원');
    expect(formatWon(0)).toBe('0원');
  });
});
