import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeCharge {
  paymentKey: string;
  orderId: string;
  amount: number;
  balanceAmount: number;
  status: 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED';
  approvedAt: string;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string }[];
}

/**
 * A local HTTP server speaking Toss Payments' billing API: POST /v1/billing/authorizations/issue, POST
 * /v1/billing/{billingKey}, GET /v1/payments/orders/{orderId}, POST /v1/payments/{paymentKey}/cancel, with error
 * bodies ({code, message}) and Idempotency-Key replays. Tests script refusals and lost answers through its fields.
 */
export class FakeTossBilling {
  readonly secretKey = 'test_sk_fake_billing';
  /** authKeys the billing-auth window handed out (authKey → customerKey). */
  readonly auths = new Map<string, string>();
  /** billingKey → customerKey. */
  readonly keys = new Map<string, string>();
  readonly charges = new Map<string, FakeCharge>();
  readonly requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  /** Times a card was actually charged. */
  chargeCount = 0;
  declineNext: { status: number; code: string; message: string } | null = null;
  /** Charge the next billing call, then break the connection without answering. */
  dropNextChargeAnswer = false;
  /** Cancel the next refund, then break the connection without answering (the answer is lost). */
  dropNextCancelAnswer = false;
  /** Answer every lookup by order id with a server error (Toss unreachable for lookups). */
  failLookups = false;
  /** Refusals and lost answers for one customer's card only (other subscriptions renew as usual meanwhile). */
  readonly declineFor = new Map<string, { status: number; code: string; message: string }>();
  readonly dropAnswerFor = new Set<string>();
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
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** What the browser's requestBillingAuth window does: an authKey for this customerKey. */
  authorise(customerKey: string): string {
    const authKey = `bln_${randomBytes(10).toString('hex')}`;
    this.auths.set(authKey, customerKey);
    return authKey;
  }

  private payment(c: FakeCharge) {
    return {
      mId: 'tvivarepublica',
      paymentKey: c.paymentKey,
      orderId: c.orderId,
      orderName: '구독',
      status: c.status,
      method: '카드',
      type: 'BILLING',
      totalAmount: c.amount,
      balanceAmount: c.balanceAmount,
      approvedAt: c.approvedAt,
      receipt: { url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${c.paymentKey}` },
      cancels: c.cancels.length ? c.cancels : null,
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

    if (req.method === 'POST' && path === '/v1/billing/authorizations/issue') {
      const customerKey = this.auths.get(String(body.authKey));
      if (!customerKey || customerKey !== body.customerKey) return send(400, { code: 'INVALID_AUTH_KEY', message: '유효하지 않은 authKey 입니다.' });
      this.auths.delete(String(body.authKey));
      const billingKey = `bk_${randomBytes(12).toString('hex')}`;
      this.keys.set(billingKey, customerKey);
      return send(200, {
        mId: 'tvivarepublica',
        customerKey,
        authenticatedAt: new Date().toISOString(),
        method: '카드',
        billingKey,
        cardCompany: '신한',
        cardNumber: '43301234****123*',
        card: { issuerCode: '41', acquirerCode: '41', number: '43301234****123*', cardType: '신용', ownerType: '개인' },
      });
    }
    const bill = /^\/v1\/billing\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && bill) {
      const billingKey = decodeURIComponent(bill[1]!);
      if (this.keys.get(billingKey) !== body.customerKey) return remember(404, { code: 'NOT_FOUND_BILLING', message: '존재하지 않는 빌링키 입니다.' });
      const declined = this.declineFor.get(String(body.customerKey));
      if (this.declineNext || declined) {
        const d = this.declineNext ?? declined!;
        this.declineNext = null;
        return remember(d.status, { code: d.code, message: d.message });
      }
      const orderId = String(body.orderId);
      if ([...this.charges.values()].some((c) => c.orderId === orderId)) return remember(400, { code: 'DUPLICATED_ORDER_ID', message: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.' });
      const charge: FakeCharge = {
        paymentKey: `tbill_${randomBytes(10).toString('hex')}`,
        orderId,
        amount: Number(body.amount),
        balanceAmount: Number(body.amount),
        status: 'DONE',
        approvedAt: new Date().toISOString(),
        cancels: [],
      };
      this.charges.set(charge.paymentKey, charge);
      this.chargeCount += 1;
      if (this.dropNextChargeAnswer || this.dropAnswerFor.delete(String(body.customerKey))) {
        this.dropNextChargeAnswer = false;
        if (typeof key === 'string') this.idempotent.set(`${req.method} ${path} ${key}`, { status: 200, body: this.payment(charge) });
        req.socket.destroy();
        return;
      }
      return remember(200, this.payment(charge));
    }
    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && byOrder) {
      if (this.failLookups) return send(500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' });
      const c = [...this.charges.values()].find((x) => x.orderId === decodeURIComponent(byOrder[1]!));
      return c ? send(200, this.payment(c)) : send(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const c = this.charges.get(decodeURIComponent(cancel[1]!));
      if (!c) return remember(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      const amount = body.cancelAmount === undefined ? c.balanceAmount : Number(body.cancelAmount);
      if (amount > c.balanceAmount) return remember(403, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' });
      c.balanceAmount -= amount;
      c.status = c.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      c.cancels.push({ cancelAmount: amount, cancelReason: typeof body.cancelReason === 'string' ? body.cancelReason : '', canceledAt: new Date().toISOString() });
      if (this.dropNextCancelAnswer) {
        this.dropNextCancelAnswer = false;
        if (typeof key === 'string') this.idempotent.set(`${req.method} ${path} ${key}`, { status: 200, body: this.payment(c) });
        req.socket.destroy();
        return;
      }
      return remember(200, this.payment(c));
    }
    send(404, { code: 'NOT_FOUND', message: '요청한 리소스를 찾을 수 없습니다.' });
  }
}
