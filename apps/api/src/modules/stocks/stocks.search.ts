import { disassemble, getChoseong } from 'es-hangul';
import { STOCK_NICKNAMES } from '../../lib/stock-nicknames.ts';
import type { ListedCompany } from '../../providers/market-data/data/types.ts';

/**
 * Company search over one region's listing (a few hundred names), ranked best match first.
 * The index keeps every key pre-normalised, so a query is one linear pass of string compares
 * (tens of µs) — simpler and faster at this size than a trie or trigram index.
 *
 * Tiers (lower is better); ties go to the larger company (market-cap rank), then the code:
 *   0 code equals the query            005930, aapl
 *   1 a name equals the query          SK → SK(주) before SK하이닉스
 *   2 a name or code starts with it    삼성, apple, 0059, 삼성ㅈ / 삼서 (a syllable still being typed)
 *   3 the 초성 of the Korean name starts with it   ㅅㅅㅈㅈ, skㅎㅇ
 *   4 the 초성 contains it             ㅈㅈ → 삼성전자
 *   5 a name or code contains it       전자, hynix
 *   6 a nickname starts with it        삼전 → 삼성전자, 하닉 → SK하이닉스, 엔솔 (lib/stock-nicknames.ts)
 *
 * A nickname ranks below every name match, so "카카오" still puts 카카오 before what 카카오톡 would name.
 */
export const MatchTier = {
  exactCode: 0,
  exactName: 1,
  namePrefix: 2,
  choseongPrefix: 3,
  choseongMatch: 4,
  substring: 5,
  nickname: 6,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

interface Entry {
  company: ListedCompany;
  code: string;
  ko: string;
  en: string;
  /** The Korean name as jamo, so a half-typed last syllable (삼성ㅈ, 삼서) still matches. */
  koJamo: string;
  koChoseong: string;
  /** What investors call it (삼전, 하닉, tsla), normalised. */
  nicknames: readonly string[];
}

/** Nicknames by code (a code the list gives twice, as 네이버·카카오 for 네카오, keeps both). */
const NICKNAMES_BY_CODE = new Map<string, string[]>();
for (const n of STOCK_NICKNAMES) {
  const list = NICKNAMES_BY_CODE.get(n.code.toLowerCase()) ?? [];
  list.push(...n.nicknames.map(normalize));
  NICKNAMES_BY_CODE.set(n.code.toLowerCase(), list);
}

export interface SearchIndex {
  readonly entries: readonly Entry[];
}

export interface SearchHit {
  company: ListedCompany;
  tier: MatchTier;
}

/** Case and spacing are not meaningful to someone typing a company name. NFC, not NFKC: NFKC would turn the
 * compatibility jamo people type (ㅅ) into conjoining jamo and break 초성 search. */
export function normalize(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

const HANGUL = /[\u3131-\u314e\u314f-\u3163\uac00-\ud7a3]/;
const SYLLABLE_OR_VOWEL = /[\uac00-\ud7a3\u314f-\u3163]/;
const CONSONANT = /[\u3131-\u314e]/;

export function buildSearchIndex(companies: readonly ListedCompany[]): SearchIndex {
  const entries = companies
    .map((company) => {
      const ko = normalize(company.nameKo);
      return {
        company,
        code: company.code.toLowerCase(),
        ko,
        en: normalize(company.nameEn),
        koJamo: disassemble(ko),
        koChoseong: getChoseong(ko, { keepNonHangul: true }),
        nicknames: NICKNAMES_BY_CODE.get(company.code.toLowerCase()) ?? [],
      };
    })
    // Scanning in cap order lets a stable sort by tier keep the size tie-break for free.
    .sort((a, b) => a.company.approxMarketCapRank - b.company.approxMarketCapRank || a.code.localeCompare(b.code));
  return { entries };
}

export function search(index: SearchIndex, query: string, limit: number): SearchHit[] {
  const q = normalize(query);
  if (!q) return [];
  const hangul = HANGUL.test(q);
  const jamo = hangul ? disassemble(q) : q;
  // Only a query of bare consonants (optionally with Latin letters or digits) is read as 초성;
  // otherwise '삼성' would also match every ㅅㅅ name.
  const choseong = CONSONANT.test(q) && !SYLLABLE_OR_VOWEL.test(q);

  const hits: SearchHit[] = [];
  for (const e of index.entries) {
    const tier = tierOf(e, q, jamo, hangul, choseong);
    if (tier !== null) hits.push({ company: e.company, tier });
  }
  hits.sort((a, b) => a.tier - b.tier);
  return hits.length > limit ? hits.slice(0, limit) : hits;
}

function tierOf(e: Entry, q: string, jamo: string, hangul: boolean, choseong: boolean): MatchTier | null {
  if (e.code === q) return MatchTier.exactCode;
  if (e.ko === q || e.en === q) return MatchTier.exactName;
  if (e.ko.startsWith(q) || e.en.startsWith(q) || e.code.startsWith(q) || (hangul && e.koJamo.startsWith(jamo))) {
    return MatchTier.namePrefix;
  }
  if (choseong) {
    if (e.koChoseong.startsWith(q)) return MatchTier.choseongPrefix;
    if (e.koChoseong.includes(q)) return MatchTier.choseongMatch;
  }
  if (e.ko.includes(q) || e.en.includes(q) || e.code.includes(q) || (hangul && e.koJamo.includes(jamo))) {
    return MatchTier.substring;
  }
  if (e.nicknames.some((n) => n.startsWith(q))) return MatchTier.nickname;
  return null;
}
