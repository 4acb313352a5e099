import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudflareCdn } from './cloudflare.ts';

// A local stand-in for api.cloudflare.com: records each purge and answers as Cloudflare does.
const seen: { url: string; auth: string; body: { files: string[] } }[] = [];
let fail = false;
let server: Server;
let base: string;
const read = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as { files: string[] };
};
beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({ url: `${req.method} ${req.url}`, auth: String(req.headers.authorization), body });
      res.setHeader('content-type', 'application/json');
      if (fail) {
        res.statusCode = 403;
        res.end(JSON.stringify({ success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null }));
      } else {
        res.end(JSON.stringify({ success: true, errors: [], messages: [], result: { id: 'purge-1' } }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('Cloudflare cache purge', () => {
  const zoneId = '023e105f4ecef8ad9ca31a8372d0c353';

  it('purges the addresses by URL with the API token, at most 100 per request', async () => {
    seen.length = 0;
    const cdn = new CloudflareCdn({ zoneId, apiToken: 'token-1', baseUrl: base });
    const urls = Array.from({ length: 150 }, (_, i) => `https://school.example/course/${i}`);
    await cdn.purgeUrls(urls);
    expect(seen.map((s) => s.url)).toEqual([`POST /client/v4/zones/${zoneId}/purge_cache`, `POST /client/v4/zones/${zoneId}/purge_cache`]);
    expect(seen[0]!.auth).toBe('Bearer token-1');
    expect(seen.flatMap((s) => s.body.files)).toEqual(urls);
    expect(seen[0]!.body.files).toHaveLength(100);
  });

  it('reports a refusal with Cloudflare’s error', async () => {
    fail = true;
    const cdn = new CloudflareCdn({ zoneId, apiToken: 'wrong', baseUrl: base });
    await expect(cdn.purgeUrls(['https://school.example/'])).rejects.toThrow(/403 10000 Authentication error/);
    fail = false;
  });
});
