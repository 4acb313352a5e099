import { describe, expect, it } from 'vitest';
import { codes } from './codes.ts';
import { text } from './text.ts';

describe('text(): the one string type of request fields', () => {
  it('keeps ordinary text, Korean, emoji, tabs and line breaks', () => {
    for (const v of ['홍길동', 'a b', 'line\nbreak\r\n', 'tab\there', '👍🏻 좋아요']) expect(text(100).parse(v)).toBe(v);
  });

  it('refuses NUL, other control characters and lone surrogates with the control-character message', () => {
    for (const v of ['a\u0000b', '\u0007', 'esc\u001b[0m', '\u007f', '\u0085', 'x\ud800', '\udfffy']) {
      const r = text(100).safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(codes.INPUT_CONTROL_CHARS.message);
    }
  });

  it('applies the maximum length', () => {
    expect(text(3).safeParse('abcd').success).toBe(false);
  });
});
