import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const teacher = { teacher_sn: 6, name: '진우혁', headline: '실전 매매일지', profile_image: '/api/media/teacher/6.svg', is_demo: 'Y', course_count: 0, bio: '소개', career: [] };

describe('/teacher/{id}', () => {
  it("is titled by the teacher's name and labels a sample teacher 예시 강사", async () => {
    renderApp('/teacher/6', { handler: (c) => (c.url === '/api/teacher/6' ? ok({ teacher, courses: [] }) : undefined) });
    expect(await screen.findByRole('heading', { level: 1, name: '진우혁' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^진우혁 \|/));
    expect(screen.getByText('예시 강사')).toBeInTheDocument();
    expect(screen.queryByText('예시 강의')).not.toBeInTheDocument();
  });
});
