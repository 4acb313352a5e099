import { commerceApi, fillPath } from '@school/contracts/endpoints';

/** The sandbox bank page of an order's 가상계좌 (sandbox only): 입금하기 and 입금 취소 go through DEPOSIT_CALLBACK. */
export function sandboxBankUrl(orderId: string): string {
  return fillPath(commerceApi.sandboxBank.path, { order_id: orderId });
}
