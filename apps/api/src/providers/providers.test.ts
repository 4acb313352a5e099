import { describe, expect, it } from 'vitest';
import { NhnCloudMail } from './mail/nhncloud.ts';
import { ProviderError, type FetchLike } from './outbox.ts';
import { NhnCloudSms } from './sms/nhncloud.ts';

function fakeFetch(status: number, json: unknown) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init.headers, body: JSON.parse(init.body) });
    return { ok: status < 300, status, json: async () => json };
  };
  return { fetch, calls };
}

const okHeader = { header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' } };

describe('NHN Cloud SMS adapter', () => {
  it('posts the v3.0 send-SMS request with the secret key header', async () => {
    const { fetch, calls } = fakeFetch(200, { ...okHeader, body: { data: { sendResultList: [{ recipientNo: '01012345678', resultCode: 0 }] } } });
    const sms = new NhnCloudSms({ appKey: 'APP', secretKey: 'SECRET', sendNo: '0212345678', baseUrl: 'https://sms.test/', fetch });
    await sms.send({ to: '01012345678', text: '인증번호 [123456]' });
    expect(calls[0]).toEqual({
      url: 'https://sms.test/sms/v3.0/appKeys/APP/sender/sms',
      headers: { 'content-type': 'application/json;charset=UTF-8', 'x-secret-key': 'SECRET' },
      body: { body: '인증번호 [123456]', sendNo: '0212345678', recipientList: [{ recipientNo: '01012345678' }] },
    });
  });

  it('fails on a refused header, a refused recipient, or a network error', async () => {
    const refused = new NhnCloudSms({ appKey: 'A', secretKey: 'S', sendNo: '1', fetch: fakeFetch(200, { header: { isSuccessful: false, resultCode: -1000, resultMessage: 'bad' } }).fetch });
    await expect(refused.send({ to: '010', text: 'x' })).rejects.toBeInstanceOf(ProviderError);
    const recipient = new NhnCloudSms({
      appKey: 'A',
      secretKey: 'S',
      sendNo: '1',
      fetch: fakeFetch(200, { ...okHeader, body: { data: { sendResultList: [{ resultCode: -2000, resultMessage: 'blocked' }] } } }).fetch,
    });
    await expect(recipient.send({ to: '010', text: 'x' })).rejects.toThrow(/recipient refused/);
    const down = new NhnCloudSms({ appKey: 'A', secretKey: 'S', sendNo: '1', fetch: () => Promise.reject(new Error('ECONNREFUSED')) });
    await expect(down.send({ to: '010', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('NHN Cloud Email adapter', () => {
  it('posts the v2.0 send-mail request; plain text is escaped into HTML', async () => {
    const { fetch, calls } = fakeFetch(200, okHeader);
    const mail = new NhnCloudMail({ appKey: 'APP', secretKey: 'SECRET', senderAddress: 'no-reply@example.com', baseUrl: 'https://mail.test', fetch });
    await mail.send({ to: 'a@example.com', subject: '제목', text: '<b>안녕</b>\n링크' });
    expect(calls[0]!.url).toBe('https://mail.test/email/v2.0/appKeys/APP/sender/mail');
    expect(calls[0]!.body).toEqual({
      senderAddress: 'no-reply@example.com',
      title: '제목',
      body: '&#60;b&#62;안녕&#60;/b&#62;<br>링크',
      receiverList: [{ receiveMailAddr: 'a@example.com', receiveType: 'MRT0' }],
    });
    const failing = new NhnCloudMail({ appKey: 'A', secretKey: 'S', senderAddress: 'x@example.com', fetch: fakeFetch(500, null).fetch });
    await expect(failing.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/HTTP 500/);
  });
});
