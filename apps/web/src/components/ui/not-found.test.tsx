import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, signedInUser } from '../../test/render-app';
import { fillPath, courseApi, teacherApi } from '@school/contracts/endpoints';

vi.setConfig({ testTimeout: 20_000 });

const missing = (code: string) => ({ status: 404, body: { code, message: '찾을 수 없습니다.', data: null } });

describe('an address naming a record that does not exist', () => {
  it.each([
    ['/course/99999', fillPath(courseApi.main.path, { id: 99999 }), '3001', null],
    ['/teacher/999', fillPath(teacherApi.detail.path, { id: 999 }), '3003', null],
    ['/course/play/3901', fillPath(courseApi.lectures.path, { id: 3901 }), '3001', signedInUser],
  ])('%s shows the not-found page, with no 다시 시도', async (path, api, code, user) => {
    renderApp(path, { user, handler: (c) => (c.url === api ? missing(code) : undefined) });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /다시 시도/ })).not.toBeInTheDocument();
  });
});
