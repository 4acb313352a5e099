import { PICK_REQUEST, TRADE_INTENT } from './advice-words.ts';
import { STOCK_NICKNAMES } from '../../lib/stock-nicknames.ts';

/** A listed stock as the guard knows it: its code and its names. */
export interface ListedName {
  code: string;
  names: readonly string[];
}

/** The school's standard reply to an advice request (decision 095). */
export const STANDARD_REPLY = [
  '투자학교는 자본시장법에 따라 특정 종목의 매수·매도 여부나 시점 같은 개별 투자 조언을 드리지 않습니다.',
  '투자 판단과 그 결과는 투자자 본인에게 있습니다. 강의에서 다룬 분석 방법이나 개념 가운데 이해되지 않는 부분을 알려 주시면 설명해 드리겠습니다.',
  '운영진이 질문을 확인한 뒤 강의 내용에 관한 부분이 있으면 이어서 답변드립니다.',
].join('\n');

/**
 * Characters that split a word without showing: zero-width space and joiners, soft hyphen, word joiner, BOM, bidi
 * marks, Hangul fillers, variation selectors (Unicode's Default_Ignorable_Code_Point).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * One reading of a text for matching: NFKC (full-width letters and digits → ASCII, compatibility forms folded),
 * invisible characters removed. `cased` keeps the case (an upper-case ticker), `spaced` is lower case with every
 * run of spaces and punctuation as one space (whole Latin words), `flat` drops spaces and punctuation altogether
 * (Korean phrases however they are spaced).
 */
export function readText(text: string): { cased: string; spaced: string; flat: string } {
  const cased = text.normalize('NFKC').replace(INVISIBLE, '');
  const lower = cased.toLowerCase();
  return { cased, spaced: ` ${lower.replace(/[\s\p{P}\p{S}]+/gu, ' ').trim()} `, flat: lower.replace(/[\s\p{P}\p{S}]+/gu, '') };
}

const isLatin = (word: string) => /^[a-z0-9 .&-]+$/u.test(word);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

interface Name {
  label: string;
  /** Found anywhere in `flat` (Korean and mixed names: 삼전, sk하이닉스). */
  flat?: string;
  /** Found as a whole word in `spaced` (Latin names and tickers: tsla, apple). */
  word?: RegExp;
}

function nameOf(raw: string, label: string): Name | null {
  const { flat, spaced } = readText(raw);
  if (flat.length < 2) return null;
  if (!isLatin(raw.toLowerCase())) return { label, flat };
  // "lg" inside "algorithm" is not LG: Latin names only as whole words, spacing as typed.
  return { label, word: new RegExp(`(?<![a-z0-9])${escape(spaced.trim()).replace(/ /gu, '\\s*')}(?![a-z0-9])`, 'u') };
}

/**
 * Does this text ask what to buy or sell? A pick request ("종목 추천해 주세요") always; a trade question ("사도
 * 될까요", "손절할까요", "매수 타이밍") when a stock is named — by its Korean or English name from the stock list, a
 * nickname (삼전, 하닉, tsla: stock-nicknames.ts), a 6-digit code or an upper-case ticker. "매수와 매도의 차이" names
 * no stock and asks no pick. One entry point (`check`) for every surface that could carry advice: Q&A today, chat and
 * notifications later. Returns the reason staff read, or null.
 */
export class AdviceGuard {
  private readonly names: Name[];
  private readonly codes: Map<string, string>;

  constructor(listed: readonly ListedName[]) {
    const known = [
      ...listed.map((l) => ({ code: l.code, label: l.names[0] ?? l.code, names: l.names })),
      ...STOCK_NICKNAMES.map((s) => ({ code: s.code, label: s.name, names: [s.name, ...s.nicknames] })),
    ];
    this.names = known.flatMap((k) => k.names.map((n) => nameOf(n, k.label)).filter((n): n is Name => n !== null));
    this.codes = new Map(known.map((k) => [k.code.toUpperCase(), k.label]));
  }

  check(...texts: string[]): string | null {
    const text = readText(texts.join('\n'));
    const pick = PICK_REQUEST.map((p) => p.exec(text.flat)).find((m) => m !== null);
    if (pick) return `종목 추천 요청 ("${pick[0]}")`;
    const intent = TRADE_INTENT.map((p) => p.exec(text.flat)).find((m) => m !== null);
    if (!intent) return null;
    const stock = this.stockIn(text);
    return stock ? `매매 판단 요청 ("${intent[0]}", ${stock})` : null;
  }

  private stockIn(text: { cased: string; spaced: string; flat: string }): string | null {
    const named = this.names.find((n) => (n.flat !== undefined ? text.flat.includes(n.flat) : n.word!.test(text.spaced)));
    if (named) return named.label;
    // Codes and tickers as whole words: 005930, TSLA (upper case as typed, so "on" or "it" in a sentence is not a
    // ticker; the tickers members type in lower case are nicknames).
    for (const word of text.cased.match(/(?<![0-9])[0-9]{6}(?![0-9])|\b[A-Z]{2,5}(?:\.[A-Z])?\b/gu) ?? []) {
      const label = this.codes.get(word);
      if (label) return label;
    }
    return null;
  }
}
