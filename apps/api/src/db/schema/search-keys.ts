import { getChoseong } from 'es-hangul';

/*
 * The derived text the catalogue is searched on. Stored values and query
 * tokens go through the same functions, so "주식 기초", "주식기초" and "ㅈㅅㄱㅊ"
 * meet on one representation.
 */

// NFC first: macOS input methods can send decomposed Hangul, which would never match stored text.
const normalize = (text: string) => text.normalize('NFC').toLowerCase();

/** Lower-cased, every kind of whitespace removed: spacing-insensitive matching. */
export function compact(text: string): string {
  return normalize(text).replace(/\s+/gu, '');
}

/** 초성 of the Hangul syllables, other characters dropped: "주식 기초 1강" → "ㅈㅅㄱㅊ". */
export function choseong(text: string): string {
  return getChoseong(compact(text));
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/u;

/** A token typed as bare consonants ("ㅈㅅ") is matched against the 초성 column. */
export function isChoseongQuery(token: string): boolean {
  return CHOSEONG_ONLY.test(token);
}

/** Whitespace-separated tokens of a search text, normalised like the stored columns. */
export function searchTokens(text: string): string[] {
  return normalize(text)
    .split(/\s+/u)
    .filter((t) => t.length > 0);
}

/** The derived columns of a course, a lecture and a teacher. */
export function courseSearchKeys(c: { title: string; summary: string; description: string }) {
  return {
    titleCompact: compact(c.title),
    titleChoseong: choseong(c.title),
    searchCompact: compact(`${c.title} ${c.summary} ${c.description}`),
  };
}

export function lectureSearchKeys(l: { title: string }) {
  return { titleCompact: compact(l.title), titleChoseong: choseong(l.title) };
}

export function teacherSearchKeys(t: { name: string; headline: string; bio: string }) {
  return {
    nameCompact: compact(t.name),
    nameChoseong: choseong(t.name),
    searchCompact: compact(`${t.name} ${t.headline} ${t.bio}`),
  };
}
