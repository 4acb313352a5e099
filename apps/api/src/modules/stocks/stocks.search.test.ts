import { getChoseong } from 'es-hangul';
import { describe, expect, it } from 'vitest';
import { krCompanies } from '../../providers/market-data/data/companies-kr.ts';
import { usCompanies } from '../../providers/market-data/data/companies-us.ts';
import type { ListedCompany } from '../../providers/market-data/data/types.ts';
import { buildSearchIndex, MatchTier, search } from './stocks.search.ts';

const kr = buildSearchIndex(krCompanies);
const us = buildSearchIndex(usCompanies);
const codes = (hits: ReturnType<typeof search>) => hits.map((h) => h.company.code);

function company(code: string, nameKo: string, nameEn: string, approxMarketCapRank: number): ListedCompany {
  return { code, nameKo, nameEn, market: 'KOSPI', sector: '정보기술', approxMarketCapRank };
}

describe('search ranking tiers', () => {
  it('orders exact code, exact name, name prefix, then substring — whatever the company size', () => {
    const index = buildSearchIndex([
      company('XABC', '엑스에이비씨', 'XABC Holdings', 1), // substring only, yet the biggest
      company('ABC1', '에이비씨마트', 'ABC Mart', 3), // English name prefix
      company('ABC', '에이비씨', 'Alpha Beta', 9), // exact code, the smallest
      company('QQQ', 'abc', 'Q Corp', 5), // exact (Korean) name
    ]);
    const hits = search(index, 'abc', 10);
    expect(codes(hits)).toEqual(['ABC', 'QQQ', 'ABC1', 'XABC']);
    expect(hits.map((h) => h.tier)).toEqual([MatchTier.exactCode, MatchTier.exactName, MatchTier.namePrefix, MatchTier.substring]);
  });

  it('puts 초성 prefix matches before 초성 matches inside the name, each by market cap', () => {
    const index = buildSearchIndex([
      company('000001', '대한항공', 'A', 1), // ㄷㅎㅎㄱ: ㅎㄱ inside
      company('000002', '한국전력', 'B', 4), // ㅎㄱㅈㄹ: starts with ㅎㄱ
      company('000003', '한국가스공사', 'C', 2), // ㅎㄱㄱㅅㄱㅅ: starts with ㅎㄱ
      company('000004', '삼성전자', 'D', 3), // no match
    ]);
    const hits = search(index, 'ㅎㄱ', 10);
    expect(codes(hits)).toEqual(['000003', '000002', '000001']);
    expect(hits.map((h) => h.tier)).toEqual([MatchTier.choseongPrefix, MatchTier.choseongPrefix, MatchTier.choseongMatch]);
  });

  it('breaks ties inside a tier by market cap', () => {
    const hits = search(kr, '삼성', 50);
    expect(hits.length).toBeGreaterThan(5);
    for (const h of hits) expect(h.tier).toBe(MatchTier.namePrefix);
    const ranks = hits.map((h) => h.company.approxMarketCapRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('Korean listing', () => {
  it("'삼성' and 'ㅅㅅㅈㅈ' find 삼성전자 first", () => {
    expect(search(kr, '삼성', 10)[0]?.company.nameKo).toBe('삼성전자');
    const choseong = search(kr, 'ㅅㅅㅈㅈ', 10);
    expect(choseong[0]?.company.nameKo).toBe('삼성전자');
    expect(choseong[0]?.tier).toBe(MatchTier.choseongPrefix);
  });

  it('finds a company by its code, exact or the first digits', () => {
    expect(search(kr, '005930', 10)[0]).toMatchObject({ company: { nameKo: '삼성전자' }, tier: MatchTier.exactCode });
    expect(codes(search(kr, '0059', 10))).toContain('005930');
  });

  it('keeps matching while the last syllable is still being typed (삼성ㅈ, 삼성저)', () => {
    expect(search(kr, '삼성ㅈ', 10)[0]?.company.nameKo).toBe('삼성전자');
    expect(search(kr, '삼성저', 10)[0]?.company.nameKo).toBe('삼성전자');
  });

  it("puts the company named exactly 'SK' before the larger SK하이닉스", () => {
    const hits = search(kr, 'sk', 10);
    expect(hits[0]?.company.nameKo).toBe('SK');
    expect(hits[1]?.company.nameKo).toBe('SK하이닉스');
  });

  it('finds names containing the text after the prefix matches', () => {
    const hits = search(kr, '전자', 20);
    const names = hits.map((h) => h.company.nameKo);
    expect(names).toContain('삼성전자');
    expect(names).toContain('LG전자');
    for (const h of hits) expect(h.tier).toBe(MatchTier.substring);
  });

  it('ignores case and spaces', () => {
    expect(search(kr, '  Sk 하이닉스 ', 10)[0]?.company.code).toBe('000660');
    expect(search(kr, 'sk hynix', 10)[0]?.company.code).toBe('000660');
  });

  it("does not read a full syllable query as 초성 ('삼성' does not match every ㅅㅅ name)", () => {
    for (const h of search(kr, '삼성', 50)) expect(h.company.nameKo).toContain('삼성');
  });
});

describe('US listing', () => {
  it("'apple' finds AAPL first, in any case, and by the Korean name", () => {
    expect(search(us, 'apple', 10)[0]?.company.code).toBe('AAPL');
    expect(search(us, 'APPLE', 10)[0]?.company.code).toBe('AAPL');
    expect(search(us, '애플', 10)[0]?.company.code).toBe('AAPL');
    expect(search(us, 'aapl', 10)[0]).toMatchObject({ company: { code: 'AAPL' }, tier: MatchTier.exactCode });
  });

  it('finds by 초성 of the Korean name', () => {
    expect(search(us, 'ㅇㅂㄷㅇ', 10)[0]?.company.code).toBe('NVDA');
  });
});

describe('every listed company', () => {
  it('is found first by its code, within the exact-name tier by its name, and by the 초성 of its Korean name', () => {
    for (const [index, list] of [
      [kr, krCompanies],
      [us, usCompanies],
    ] as const) {
      for (const c of list) {
        expect(search(index, c.code, 1)[0]?.company.code, c.code).toBe(c.code);
        const byName = search(index, c.nameKo, 50).filter((h) => h.tier <= MatchTier.exactName);
        expect(byName.map((h) => h.company.code), c.nameKo).toContain(c.code);
        const choseong = getChoseong(c.nameKo.replace(/\s+/g, ''));
        if (/[ㄱ-ㅎ]/.test(choseong) && choseong.length === c.nameKo.replace(/\s+/g, '').length) {
          expect(codes(search(index, choseong, 50)), `${c.nameKo} ${choseong}`).toContain(c.code);
        }
      }
    }
  });
});

describe('limits', () => {
  it('returns nothing for an empty or blank query and at most `limit` hits', () => {
    expect(search(kr, '', 10)).toEqual([]);
    expect(search(kr, '   ', 10)).toEqual([]);
    expect(search(kr, 'ㅅ', 3)).toHaveLength(3);
    expect(search(kr, 'zzzzzz', 10)).toEqual([]);
  });
});
