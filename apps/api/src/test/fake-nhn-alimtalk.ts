import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAlimtalkCall {
  path: string;
  secretKey: string | undefined;
  body: { senderKey: string; templateCode: string; recipientList: { recipientNo: string; templateParameter: Record<string, string> }[] };
}

/**
 * A stand-in for NHN Cloud's AlimTalk v2.3 and SMS v3.0 send endpoints on loopback. Numbers in
 * `noKakao` are refused per recipient as KakaoTalk-less; a wrong secret key gets the header refusal.
 */
export async function startFakeNhnCloud(opts: { appKey: string; secretKey: string; noKakao?: string[] }) {
  const alimtalk: FakeAlimtalkCall[] = [];
  const sms: { recipientNo: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const send = (json: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const secretKey = req.headers['x-secret-key'] as string | undefined;
      if (secretKey !== opts.secretKey) return send({ header: { isSuccessful: false, resultCode: -1000, resultMessage: 'Invalid secret key' } });
      const body = JSON.parse(raw);
      if (req.url === `/alimtalk/v2.3/appkeys/${opts.appKey}/messages`) {
        alimtalk.push({ path: req.url, secretKey, body });
        const no = body.recipientList[0].recipientNo as string;
        const refused = opts.noKakao?.includes(no);
        return send({
          header: { isSuccessful: true, resultCode: 0, resultMessage: 'success' },
          message: { requestId: `req-${alimtalk.length}`, sendResults: [{ recipientNo: no, resultCode: refused ? -3026 : 0, resultMessage: refused ? 'not a KakaoTalk user' : 'SUCCESS' }] },
        });
      }
      if (req.url === `/sms/v3.0/appKeys/${opts.appKey}/sender/sms`) {
        sms.push({ recipientNo: body.recipientList[0].recipientNo, body: body.body });
        return send({ header: { isSuccessful: true, resultCode: 0 }, body: { data: { sendResultList: [{ recipientNo: body.recipientList[0].recipientNo, resultCode: 0 }] } } });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, alimtalk, sms, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
