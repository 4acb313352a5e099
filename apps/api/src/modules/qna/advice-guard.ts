import { compact } from '../../db/schema/search-keys.ts';
import { PICK_REQUEST, TRADE_INTENT } from './advice-words.ts';

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
 * Does this question ask what to buy or sell? A pick request ("종목 추천해 주세요") always; a trade intent
 * ("사도 되나요", "손절할까요") when a listed stock is named by its Korean or English name or its code.
 * "매수와 매도의 차이" names no stock and asks no pick: not flagged. Returns the reason, or null.
 */
export class AdviceGuard {
  private readonly names: { key: string; label: string }[];
  private readonly codes: Map<string, string>;

  constructor(listed: readonly ListedName[]) {
    this.names = listed.flatMap((l) => l.names.map((n) => ({ key: compact(n), label: l.names[0] ?? l.code }))).filter((n) => n.key.length >= 2);
    this.codes = new Map(listed.map((l) => [l.code.toUpperCase(), l.names[0] ?? l.code]));
  }

  check(title: string, body: string): string | null {
    const text = `${title} ${body}`;
    const flat = compact(text);
    const pick = PICK_REQUEST.find((w) => flat.includes(w));
    if (pick) return `종목 추천 요청 ("${pick}")`;
    const intent = TRADE_INTENT.find((w) => flat.includes(w));
    if (!intent) return null;
    const stock = this.stockIn(text, flat);
    return stock ? `매매 판단 요청 ("${intent}", ${stock})` : null;
  }

  private stockIn(text: string, flat: string): string | null {
    const named = this.names.find((n) => flat.includes(n.key));
    if (named) return named.label;
    // Codes and tickers as whole words: 005930, TSLA (upper case as typed, so "on" or "it" in a sentence is not a ticker).
    for (const word of text.match(/\b[0-9]{6}\b|\b[A-Z]{2,5}(?:\.[A-Z])?\b/g) ?? []) {
      const label = this.codes.get(word);
      if (label) return label;
    }
    return null;
  }
}
