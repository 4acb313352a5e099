import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { IdenCheck, IdenResult } from '@school/contracts';
import { identityApi, myApi } from '@school/contracts/endpoints';
import { sampleMember } from '../../../test/fixtures';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';

// Whole-app renders: generous when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ok = (data: unknown, message = '성공') => ({ status: 200, body: { code: '0000', message, data } });
const result: IdenResult = { verified: true, verified_at: '2026-11-27T01:00:00.000Z', user_name: '김투자', birth: '1990-01-31', gender: 'F' };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/my/info: back from the identity window', () => {
  it('shows the member verified even when the first check, asked before the verification, answers after it', async () => {
    let verified = false;
    let answerFirstCheck!: () => void;
    const firstCheckAnswered = new Promise<void>((resolve) => (answerFirstCheck = resolve));
    let checks = 0;
    const handler: Handler = async (c) => {
      if (c.url === myApi.user.path) return ok(sampleMember);
      if (c.url === identityApi.check.path) {
        const state: IdenCheck = verified ? { verified: true, verified_at: result.verified_at, provider: 'sandbox' } : { verified: false, verified_at: null, provider: null };
        // The first check was asked on arrival, before the verification below; its answer comes back after it.
        if (++checks === 1) await firstCheckAnswered;
        return ok(state);
      }
      if (c.url === identityApi.verify.path) {
        verified = true;
        setTimeout(answerFirstCheck, 50);
        return ok(result, '본인인증을 완료했습니다.');
      }
      return undefined;
    };
    window.history.replaceState(null, '', '/my/info#encryptMOKKeyToken=token');
    renderApp('/my/info', { user: signedInUser, handler });
    const section = await screen.findByRole('region', { name: '본인인증' });
    expect(await within(section).findByRole('status')).toHaveTextContent('본인인증을 완료했습니다. (김투자, 1990-01-31)');
    expect(await within(section).findByText(/^본인인증 완료 \(/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '다시 인증하기' })).toBeInTheDocument();
  });
});
