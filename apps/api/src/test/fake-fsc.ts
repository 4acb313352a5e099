import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FscIndexItem, FscItem } from '../providers/market-data/fsc.ts';

/** The portal gateway's answer to an unknown service key: XML whatever resultType was asked. */
export const KEY_NOT_REGISTERED_XML = `<OpenAPI_ServiceResponse>
	<cmmMsgHeader>
		<errMsg>SERVICE ERROR</errMsg>
		<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg>
		<returnReasonCode>30</returnReasonCode>
	</cmmMsgHeader>
</OpenAPI_ServiceResponse>`;

/**
 * A local server speaking the FSC 주식시세정보 getStockPriceInfo operation (and 지수시세정보 getStockMarketIndex beside it) as data.go.kr serves it: the
 * serviceKey check (the portal's XML error envelope), basDt filtering, numOfRows/pageNo paging with totalCount,
 * and an empty day answered with totalCount 0 and items "" (how the portal writes an empty list in JSON).
 */
export class FakeFsc {
  readonly serviceKey = 'fake+service/key==';
  /** Recorded rows per basDt (YYYYMMDD). */
  readonly days = new Map<string, FscItem[]>();
  readonly requests: URLSearchParams[] = [];
  /** Recorded 지수시세정보 rows per basDt, and the requests for them (kept apart from the stock requests). */
  readonly indexDays = new Map<string, FscIndexItem[]>();
  readonly indexRequests: URLSearchParams[] = [];
  /** Answer every request with this status and body (a portal outage). */
  failWith: { status: number; body: string } | null = null;
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/1160100/service/GetStockSecuritiesInfoService`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** basDt values asked for, in order. */
  get askedDays(): string[] {
    return this.requests.map((q) => q.get('basDt') ?? '');
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    const isIndex = url.pathname.endsWith('/GetMarketIndexInfoService/getStockMarketIndex');
    (isIndex ? this.indexRequests : this.requests).push(q);
    if (this.failWith) {
      res.writeHead(this.failWith.status, { 'content-type': 'text/plain' }).end(this.failWith.body);
      return;
    }
    if (!isIndex && !url.pathname.endsWith('/GetStockSecuritiesInfoService/getStockPriceInfo')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('API not found');
      return;
    }
    if (q.get('serviceKey') !== this.serviceKey) {
      res.writeHead(200, { 'content-type': 'text/xml;charset=UTF-8' }).end(KEY_NOT_REGISTERED_XML);
      return;
    }
    const numOfRows = Number(q.get('numOfRows') ?? 10);
    const pageNo = Number(q.get('pageNo') ?? 1);
    // 지수시세정보 filters by idxNm (the exact name) as the portal does; 주식시세정보 answers every stock of the day.
    const all: (FscItem | FscIndexItem)[] = isIndex
      ? (this.indexDays.get(q.get('basDt') ?? '') ?? []).filter((i) => !q.get('idxNm') || i.idxNm === q.get('idxNm'))
      : (this.days.get(q.get('basDt') ?? '') ?? []);
    const page = all.slice((pageNo - 1) * numOfRows, pageNo * numOfRows);
    const body = {
      response: {
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: { numOfRows, pageNo, totalCount: all.length, items: page.length ? { item: page } : '' },
      },
    };
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));
  }
}
