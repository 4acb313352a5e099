import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './list-navigation';

describe('nextActiveIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('Escape leaves the list; other keys are not its business; an empty list has no active option', () => {
    expect(nextActiveIndex('Escape', 1, 3)).toBe(-1);
    expect(nextActiveIndex('a', 1, 3)).toBeUndefined();
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBe(-1);
  });
});
