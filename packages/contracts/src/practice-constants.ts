// 모의투자 constants without zod (the order screen shows them; decision 099).

/** Virtual cash a practice account starts with (and returns to on reset), in minor units: won, and US cents. */
export const PRACTICE_START_CASH = { kr: 10_000_000, us: 1_000_000 } as const;

/**
 * Fees and taxes the practice account charges, as the member pays them at a Korean online broker (decision 099).
 * Rates are fractions of the traded amount. Korea: 증권거래세 on sells from 2026-01-01 — KOSPI 0.05% + 농어촌특별세
 * 0.15%, KOSDAQ 0.20%. US: a typical online commission and the SEC's Section 31 fee on sells.
 */
export const PRACTICE_FEES = {
  kr: { commission: 0.00015, sellTax: { KOSPI: { tax: 0.0005, farm: 0.0015 }, KOSDAQ: { tax: 0.002, farm: 0 } } },
  us: { commission: 0.0025, secFeePerMillion: 27.8 },
} as const;

/** Plain words on the order screen: how and when an order fills. */
export const PRACTICE_FILL_RULES = [
  '모의투자는 하루 한 번 확정되는 일봉(종가) 시세로 체결됩니다. 실시간 체결이 아닙니다.',
  '주문은 주문한 뒤에 시작하는 거래일의 일봉으로만 체결됩니다. 장 시작(한국 9:00, 미국 9:30 현지 시각) 전에 낸 주문은 그날부터, 장중이나 장 마감 뒤에 낸 주문은 다음 거래일부터 체결될 수 있습니다. 그날의 일봉은 장 마감(한국 15:30, 미국 16:00 현지 시각) 뒤에야 확정되어 보이고 체결에 쓰입니다.',
  '시장가 주문: 체결될 수 있는 첫 거래일의 종가로 체결됩니다.',
  '지정가 주문: 체결될 수 있는 거래일 중 그날 가격이 움직인 범위(저가~고가)에 지정가가 들어가는 첫날 체결됩니다. 매수는 시가(그날 첫 가격)와 지정가 중 낮은 가격에, 매도는 둘 중 높은 가격에 체결됩니다. 취소할 때까지 유지됩니다.',
  '수수료와 세금(국내 매도 시 증권거래세, 미국 매도 시 SEC 수수료)을 실제 계좌처럼 뺍니다.',
] as const;

export const PRACTICE_NOT_ADVICE = '모의투자와 대회는 투자 교육을 위한 가상 거래이며, 특정 종목의 매수·매도를 권유하는 투자 조언이 아닙니다.';
