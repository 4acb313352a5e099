import pg from 'pg';

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Holds one connection that LISTENs on the given channels and calls `onChange`
 * for each notification. When the connection drops it reconnects and calls
 * `onChange` again, because notifications sent meanwhile were lost.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channels: string[],
    private readonly onChange: (channel: string) => void,
    private readonly log: Logger,
  ) {}

  get connected(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => this.onChange(n.channel));
    client.on('error', (err) => this.drop(client, err));
    client.on('end', () => this.drop(client, new Error('connection ended')));
    await client.connect();
    for (const channel of this.channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private drop(client: pg.Client, err: Error) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.log.warn({ err }, 'change listener lost its connection; reconnecting');
    this.channels.forEach((c) => this.onChange(c));
    this.reconnect(1000);
  }

  private reconnect(delay: number) {
    this.retry = setTimeout(() => {
      this.start().then(
        () => this.channels.forEach((c) => this.onChange(c)),
        () => this.reconnect(Math.min(delay * 2, 30_000)),
      );
    }, delay);
    this.retry.unref();
  }
}
