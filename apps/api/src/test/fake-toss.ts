import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  paymentKey: string;
  orderId: string;
  amount: number;
  status: 'READY' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED';
  balanceAmount: number;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string }[];
  approvedAt: string | null;
  method: FakeMethod;
  easyPay: string | null;
  installmentMonths: number;
  interestFree: boolean;
  /** 가상계좌: issued at confirm; DEPOSIT_CALLBACK carries it. */
  secret: string | null;
}

export type FakeMethod = '카드' | '간편결제' | '계좌이체' | '가상계좌';

interface FakeCashReceipt {
  receiptKey: string;
  orderId: string;
  orderName: string;
  type: string;
  amount: number;
  customerIdentityNumber: string;
  cancels: number[];
}

/** Toss's DEPOSIT_CALLBACK body. */
export interface DepositCallback {
  createdAt: string;
  secret: string;
  status: string;
  transactionKey: string;
  orderId: string;
}

/**
 * A local HTTP server speaking the Toss Payments core API (confirm, fetch, cancel; card, 간편결제, 계좌이체 and
 * 가상계좌 with its DEPOSIT_CALLBACK; 현금영수증 issue and cancel),
 * error bodies ({code, message}) and Idempotency-Key replays included. Tests script
 * refusals and lost answers through its fields.
 */
export class FakeToss {
  readonly secretKey = 'test_sk_fake_secret';
  readonly payments = new Map<string, FakePayment>();
  /** Every request: method, path, headers, body. */
  readonly requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  /** Times a payment moved to DONE (what a card would be charged). */
  charges = 0;
  declineNext: { status: number; code: string; message: string } | null = null;
  /** Process the next confirm, then break the connection without answering. */
  dropNextConfirmAnswer = false;
  /** Answer GET requests with a 500 (provider unwell). */
  failFetch = false;
  /** Answers every 가상계좌 cancel with INVALID_REFUND_ACCOUNT_INFO (the bank cannot match number and name). */
  refuseRefundAccount = false;
  readonly cashReceipts = new Map<string, FakeCashReceipt>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** What the browser's payment window does: an authorised payment waiting for confirm. */
  authorise(orderId: string, amount: number, how: { method?: FakeMethod; easyPay?: string; installmentMonths?: number; interestFree?: boolean } = {}): string {
    const paymentKey = `tgen_${randomBytes(10).toString('hex')}`;
    this.payments.set(paymentKey, {
      paymentKey,
      orderId,
      amount,
      status: 'READY',
      balanceAmount: amount,
      cancels: [],
      approvedAt: null,
      method: how.method ?? '카드',
      easyPay: how.easyPay ?? null,
      installmentMonths: how.installmentMonths ?? 0,
      interestFree: how.interestFree ?? false,
      secret: null,
    });
    return paymentKey;
  }

  /** The bank side of a 가상계좌: a deposit (→ DONE) or a deposit turned back (→ WAITING_FOR_DEPOSIT); the callback Toss sends. */
  depositEvent(paymentKey: string, kind: 'deposit' | 'return'): DepositCallback {
    const p = this.payments.get(paymentKey);
    if (!p?.secret) throw new Error('no virtual account for this payment');
    if (kind === 'deposit') {
      p.status = 'DONE';
      p.approvedAt = new Date().toISOString();
      this.charges += 1;
    } else p.status = 'WAITING_FOR_DEPOSIT';
    return { createdAt: new Date().toISOString(), secret: p.secret, status: p.status, transactionKey: `txrd_${randomBytes(8).toString('hex')}`, orderId: p.orderId };
  }

  private body(p: FakePayment) {
    return {
      mId: 'tvivarepublica',
      paymentKey: p.paymentKey,
      orderId: p.orderId,
      orderName: '테스트 주문',
      status: p.status,
      method: p.method,
      totalAmount: p.amount,
      balanceAmount: p.balanceAmount,
      approvedAt: p.approvedAt,
      receipt: { url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${p.paymentKey}` },
      cancels: p.cancels.length ? p.cancels : null,
      card: p.method === '카드' ? { issuerCode: '61', number: '43301234****123*', installmentPlanMonths: p.installmentMonths, isInterestFree: p.interestFree, approveNo: '00000000' } : null,
      easyPay: p.easyPay ? { provider: p.easyPay, amount: p.amount, discountAmount: 0 } : null,
      transfer: p.method === '계좌이체' ? { bankCode: '88', settlementStatus: 'INCOMPLETED' } : null,
      virtualAccount:
        p.method === '가상계좌' && p.secret
          ? { accountType: '일반', accountNumber: `X${p.paymentKey.slice(-12)}`, bankCode: '88', customerName: '테스트', dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), refundStatus: 'NONE', expired: false, settlementStatus: 'INCOMPLETED' }
          : null,
      secret: p.secret,
    };
  }

  private receiptBody(r: FakeCashReceipt, transactionType: 'CONFIRM' | 'CANCEL') {
    return {
      receiptKey: r.receiptKey,
      issueNumber: '123456789',
      issueStatus: 'COMPLETED',
      amount: r.amount - r.cancels.reduce((a, b) => a + b, 0),
      taxFreeAmount: 0,
      orderId: r.orderId,
      orderName: r.orderName,
      type: r.type,
      transactionType,
      businessNumber: '1234567890',
      customerIdentityNumber: r.customerIdentityNumber,
      failure: null,
      requestedAt: new Date().toISOString(),
      receiptUrl: `https://dashboard.tosspayments.com/receipt/mids/si_${r.receiptKey}`,
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body: Record<string, unknown> = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`) {
      return send(401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    }
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? this.idempotent.get(`${req.method} ${path} ${key}`) : undefined;
    if (replay) return send(replay.status, replay.body);
    const remember = (status: number, json: unknown) => {
      if (typeof key === 'string') this.idempotent.set(`${req.method} ${path} ${key}`, { status, body: json });
      send(status, json);
    };

    if (req.method === 'POST' && path === '/v1/payments/confirm') {
      if (this.declineNext) {
        const d = this.declineNext;
        this.declineNext = null;
        return remember(d.status, { code: d.code, message: d.message });
      }
      const p = this.payments.get(String(body.paymentKey));
      if (!p) return remember(404, { code: 'NOT_FOUND_PAYMENT_SESSION', message: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.' });
      if (p.orderId !== body.orderId || p.amount !== body.amount) return remember(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      if (p.status === 'READY' && p.method === '가상계좌') {
        p.status = 'WAITING_FOR_DEPOSIT';
        p.secret = randomBytes(25).toString('base64url');
      } else if (p.status === 'READY') {
        p.status = 'DONE';
        p.approvedAt = new Date().toISOString();
        this.charges += 1;
      } else if (p.status === 'DONE') {
        return remember(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
      }
      if (this.dropNextConfirmAnswer) {
        this.dropNextConfirmAnswer = false;
        if (typeof key === 'string') this.idempotent.set(`${req.method} ${path} ${key}`, { status: 200, body: this.body(p) });
        req.socket.destroy();
        return;
      }
      return remember(200, this.body(p));
    }
    const get = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && get) {
      if (this.failFetch) return send(500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' });
      const p = this.payments.get(decodeURIComponent(get[1]!));
      return p ? send(200, this.body(p)) : send(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const p = this.payments.get(decodeURIComponent(cancel[1]!));
      if (!p) return remember(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      if (p.status === 'CANCELED') return remember(400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
      if (p.status !== 'DONE' && p.status !== 'PARTIAL_CANCELED') return remember(403, { code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
      const amount = body.cancelAmount === undefined ? p.balanceAmount : Number(body.cancelAmount);
      if (amount > p.balanceAmount) return remember(403, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' });
      if (p.method === '가상계좌') {
        // Toss refunds a 가상계좌 payment by bank transfer: refundReceiveAccount { bank, accountNumber, holderName } is required.
        const a = body.refundReceiveAccount as { bank?: unknown; accountNumber?: unknown; holderName?: unknown } | undefined;
        if (!a || typeof a.bank !== 'string' || typeof a.accountNumber !== 'string' || typeof a.holderName !== 'string') {
          return remember(400, { code: 'INVALID_REQUEST', message: '가상계좌 결제 취소에는 환불 계좌 정보가 필요합니다.' });
        }
        if (!/^\d{1,20}$/.test(a.accountNumber)) return remember(400, { code: 'INVALID_REFUND_ACCOUNT_NUMBER', message: '잘못된 환불 계좌번호입니다.' });
        if (this.refuseRefundAccount) return remember(400, { code: 'INVALID_REFUND_ACCOUNT_INFO', message: '환불 계좌번호와 예금주명이 일치하지 않습니다.' });
      }
      p.balanceAmount -= amount;
      p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      p.cancels.push({ cancelAmount: amount, cancelReason: typeof body.cancelReason === 'string' ? body.cancelReason : '', canceledAt: new Date().toISOString() });
      return remember(200, this.body(p));
    }
    if (req.method === 'POST' && path === '/v1/cash-receipts') {
      const { amount, orderId, orderName, customerIdentityNumber, type } = body;
      if (typeof amount !== 'number' || typeof orderId !== 'string' || typeof orderName !== 'string' || typeof customerIdentityNumber !== 'string' || (type !== '소득공제' && type !== '지출증빙')) {
        return remember(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      const r: FakeCashReceipt = { receiptKey: `crk_${randomBytes(8).toString('hex')}`, orderId, orderName, type, amount, customerIdentityNumber, cancels: [] };
      this.cashReceipts.set(r.receiptKey, r);
      return remember(200, this.receiptBody(r, 'CONFIRM'));
    }
    const receiptCancel = /^\/v1\/cash-receipts\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && receiptCancel) {
      const r = this.cashReceipts.get(decodeURIComponent(receiptCancel[1]!));
      if (!r) return remember(404, { code: 'NOT_FOUND_CASH_RECEIPT', message: '존재하지 않는 현금영수증 입니다.' });
      const left = r.amount - r.cancels.reduce((a, b) => a + b, 0);
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (left === 0 || amount > left) return remember(400, { code: 'ALREADY_CANCELED_CASH_RECEIPT', message: '이미 취소된 현금영수증 입니다.' });
      r.cancels.push(amount);
      return remember(200, this.receiptBody(r, 'CANCEL'));
    }
    send(404, { code: 'NOT_FOUND', message: '요청한 리소스를 찾을 수 없습니다.' });
  }
}
