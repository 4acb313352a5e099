import type { OrderCreated } from '@school/contracts';
import { FAIL_PATH, SUCCESS_PATH } from './paths';

export interface PayDeps {
  /** Leaves the SPA for the sandbox window (same tab, like the provider's redirect flow). */
  assign: (url: string) => void;
  origin: string;
  /** Loads the Toss SDK; only called for provider 'toss', so the chunk is fetched on checkout only. */
  loadToss?: typeof loadTossSdk;
}

async function loadTossSdk() {
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  return loadTossPayments;
}

/**
 * Opens the payment window for an order the server just made. Both providers come back to
 * /payment/success?paymentKey&orderId&amount or /payment/fail?code&message&orderId.
 */
export async function openPaymentWindow(order: OrderCreated, deps: PayDeps): Promise<void> {
  const successUrl = `${deps.origin}${SUCCESS_PATH}`;
  const failUrl = `${deps.origin}${FAIL_PATH}`;
  if (order.provider === 'sandbox') {
    if (!order.sandbox_window_url) throw new Error('결제창 주소를 받지 못했습니다. 잠시 후 다시 시도해 주세요.');
    const query = new URLSearchParams({ successUrl: SUCCESS_PATH, failUrl: FAIL_PATH });
    deps.assign(`${order.sandbox_window_url}?${query.toString()}`);
    return;
  }
  if (!order.client_key) throw new Error('결제 서비스 설정을 받지 못했습니다. 잠시 후 다시 시도해 주세요.');
  const loadTossPayments = await (deps.loadToss ?? loadTossSdk)();
  const toss = await loadTossPayments(order.client_key);
  const payment = toss.payment({ customerKey: order.customer_key });
  const common = { amount: { currency: 'KRW', value: order.amount }, orderId: order.order_id, orderName: order.order_name, successUrl, failUrl };
  // 현금영수증 is issued by the server through Toss's cash-receipt API, so the window issues none ('미발행').
  const noReceipt = { cashReceipt: { type: '미발행' as const } };
  switch (order.pay_method) {
    case 'transfer':
      await payment.requestPayment({ ...common, method: 'TRANSFER', transfer: noReceipt });
      return;
    case 'virtual_account':
      await payment.requestPayment({ ...common, method: 'VIRTUAL_ACCOUNT', virtualAccount: { ...noReceipt, validHours: 72 } });
      return;
    case 'card':
      await payment.requestPayment({ ...common, method: 'CARD', card: { cardInstallmentPlan: order.installment_months } });
      return;
    default:
      // 간편결제: the provider's own window (flowMode DIRECT).
      await payment.requestPayment({ ...common, method: 'CARD', card: { flowMode: 'DIRECT', easyPay: EASY_PAY[order.pay_method] } });
      return;
  }
}

const EASY_PAY = { tosspay: 'TOSSPAY', kakaopay: 'KAKAOPAY', naverpay: 'NAVERPAY' } as const;
