import { describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { CertificateVerification } from '@school/contracts';
import { renderApp } from '../../../test/render-app';
import { certificateApi } from '@school/contracts/endpoints';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const certificate = (withdrawn: 'Y' | 'N'): CertificateVerification => ({
  number: '2026-000123-K7QX',
  masked_name: '홍*동',
  course_title: '주식 투자 입문',
  hours: 3.5,
  study_time: '3시간 30분',
  started_on: '2026-11-01',
  completed_on: '2026-11-20',
  issued_on: '2026-11-21',
  school_name: '예시 투자 학교',
  withdrawn,
});

const server = (data: CertificateVerification) => (c: InternalAxiosRequestConfig) =>
  c.url?.startsWith(certificateApi.verify.path.replace(':number', '')) ? { status: 200, body: { code: '0000', message: '성공', data } } : undefined;

describe('certificate verification page', () => {
  it('shows a valid certificate as issued', async () => {
    renderApp('/certificate/2026-000123-K7QX', { handler: server(certificate('N')) });
    expect(await screen.findByText('발급된 수료증입니다.')).toBeTruthy();
    expect(screen.queryByText(/취소됨/)).toBeNull();
  });

  it('shows a certificate whose course was refunded as 취소됨', async () => {
    renderApp('/certificate/2026-000123-K7QX', { handler: server(certificate('Y')) });
    expect(await screen.findByText(/취소됨/)).toBeTruthy();
    expect(screen.getByText(/환불되어 취소되었습니다/)).toBeTruthy();
    expect(screen.queryByText('발급된 수료증입니다.')).toBeNull();
  });
});
