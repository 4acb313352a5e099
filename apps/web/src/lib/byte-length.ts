/**
 * Byte length of a string as the server counts it (spec §9): a code point
 * up to 127 is 1 byte, up to 2047 is 2, up to 65535 is 3, anything above is 4.
 * Iterating with for…of walks code points, so a surrogate pair (emoji) counts once as 4.
 */
export function charByteLength(codePoint: number): 1 | 2 | 3 | 4 {
  if (codePoint <= 127) return 1;
  if (codePoint <= 2047) return 2;
  if (codePoint <= 65535) return 3;
  return 4;
}

export function byteLength(text: string): number {
  let total = 0;
  for (const char of text) total += charByteLength(char.codePointAt(0) ?? 0);
  return total;
}
