import { KOREA_TIME_ZONE, type SubscriptionBillingStart } from '@school/contracts';

export const SUBSCRIBE_PATH = '/subscription';
export const SUBSCRIPTION_SUCCESS_PATH = '/subscription/success';
export const SUBSCRIPTION_FAIL_PATH = '/subscription/fail';

export interface BillingWindowDeps {
  /** Leaves the SPA for the sandbox window (same tab, like the provider's redirect flow). */
  assign: (url: string) => void;
  origin: string;
  /** Loads the Toss SDK; only called for provider 'toss', so the chunk is fetched when a card is registered. */
  loadToss?: typeof loadTossSdk;
}

async function loadTossSdk() {
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  return loadTossPayments;
}

/**
 * Opens the card-registration window for automatic payment. Both providers come back to
 * /subscription/success?customerKey&authKey or /subscription/fail?code&message.
 */
export async function openBillingWindow(start: SubscriptionBillingStart, deps: BillingWindowDeps): Promise<void> {
  if (start.provider === 'sandbox') {
    if (!start.sandbox_window_url) throw new Error('카드 등록 창 주소를 받지 못했습니다. 잠시 후 다시 시도해 주세요.');
    const query = new URLSearchParams({ successUrl: SUBSCRIPTION_SUCCESS_PATH, failUrl: SUBSCRIPTION_FAIL_PATH });
    deps.assign(`${start.sandbox_window_url}&${query.toString()}`);
    return;
  }
  if (!start.client_key) throw new Error('결제 서비스 설정을 받지 못했습니다. 잠시 후 다시 시도해 주세요.');
  const loadTossPayments = await (deps.loadToss ?? loadTossSdk)();
  const toss = await loadTossPayments(start.client_key);
  await toss.payment({ customerKey: start.customer_key }).requestBillingAuth({
    method: 'CARD',
    successUrl: `${deps.origin}${SUBSCRIPTION_SUCCESS_PATH}`,
    failUrl: `${deps.origin}${SUBSCRIPTION_FAIL_PATH}`,
  });
}

/** 2026. 2. 28. in Korean time. */
export function koreanDate(iso: string): string {
  return new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE });
}

export const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
