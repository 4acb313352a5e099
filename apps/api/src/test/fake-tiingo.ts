import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded Tiingo end-of-day bar, all fields as the API documents them. */
export interface TiingoRecorded {
  date: string;
  close: number;
  high: number;
  low: number;
  open: number;
  volume: number;
  adjClose: number;
  adjHigh: number;
  adjLow: number;
  adjOpen: number;
  adjVolume: number;
  divCash: number;
  splitFactor: number;
}

/**
 * A local server speaking Tiingo's end-of-day endpoint GET /tiingo/daily/<ticker>/prices?startDate&endDate:
 * `Authorization: Token …` checked ({ detail } 401 otherwise), an unknown ticker answered 404 with { detail },
 * a day without a session answered [].
 */
export class FakeTiingo {
  readonly token = 'fake-tiingo-token';
  /** Recorded bars per Tiingo ticker (BRK-B style). */
  readonly tickers = new Map<string, TiingoRecorded[]>();
  readonly requests: string[] = [];
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Token ${this.token}`) return json(401, { detail: 'Invalid token.' });
    const match = /^\/tiingo\/daily\/([^/]+)\/prices$/.exec(url.pathname);
    const ticker = match ? decodeURIComponent(match[1]!).toUpperCase() : '';
    const bars = this.tickers.get(ticker);
    if (!bars) return json(404, { detail: `Error: Ticker '${ticker}' not found` });
    const from = url.searchParams.get('startDate') ?? '0000';
    const to = url.searchParams.get('endDate') ?? '9999';
    return json(200, bars.filter((b) => b.date.slice(0, 10) >= from && b.date.slice(0, 10) <= to));
  }
}
