/**
 * Korean particles chosen by the word they follow, instead of "을(를)": 강의를, 문제를, upload.mp4를, 보기는.
 * A Hangul syllable decides by its final consonant; a digit or a Latin letter by how it is read aloud
 * (4 사 → 를, 3 삼 → 을; L, M, N end in a consonant).
 */
function endsInConsonant(word: string): boolean {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (/[0-9]/.test(last)) return '013678'.includes(last);
  return /[lmnLMN]/.test(last);
}

/** 을 / 를 */
export const objectParticle = (word: string): string => `${word}${endsInConsonant(word) ? '을' : '를'}`;
/** 은 / 는 */
export const topicParticle = (word: string): string => `${word}${endsInConsonant(word) ? '은' : '는'}`;
