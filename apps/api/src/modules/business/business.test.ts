import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_ENV } from '../../test/business.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let configured: TestContext;
let unset: TestContext;
beforeAll(async () => {
  [configured, unset] = await Promise.all([createTestApp({ ...BUSINESS_ENV }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([configured.close(), unset.close()]);
});

describe('GET /api/comm/business', () => {
  it('serves the configured details, with the public lookup link of the registration number', async () => {
    const res = await configured.request({ method: 'GET', url: '/api/comm/business' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json().data).toEqual({
      company_name: '주식회사 테스트학교',
      ceo: '김대표',
      address: '서울특별시 중구 세종대로 1',
      business_reg_no: '123-45-67890',
      business_reg_lookup_url: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890',
      mail_order_no: '제2026-서울중구-0001호',
      partnership_email: 'partner@school.test',
      partnership_phone: '02-123-4567',
      privacy_officer: '이보호',
      privacy_officer_email: 'privacy@school.test',
      video_channel_url: 'https://www.youtube.com/@school-test',
      is_example: false,
    });
  });

  it('marks every sample value (예시) when unset outside production', async () => {
    const data = (await unset.request({ method: 'GET', url: '/api/comm/business' })).json<{ data: Record<string, unknown> }>().data;
    expect(data.is_example).toBe(true);
    expect(data.business_reg_lookup_url).toBeNull();
    for (const k of ['company_name', 'ceo', 'address', 'business_reg_no', 'mail_order_no', 'partnership_email', 'partnership_phone', 'privacy_officer', 'privacy_officer_email']) {
      expect(String(data[k]), k).toMatch(/^\(예시\) /);
    }
  });
});
