import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosResponse } from 'axios';
import type { QuizAttemptResult, QuizView } from '@school/contracts';
import { Providers } from '../../../app/providers';
import { apiClient } from '../../../lib/http-client';
import { createQueryClient } from '../../../lib/query-client';
import { QuizPanel } from './quiz-panel';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const quiz = (attemptsToday: number): QuizView => ({
  quiz_id: 7,
  course_sn: 1,
  lc_no: 3,
  title: '1강 확인 퀴즈',
  pass_percent: 60,
  questions: [{ question_id: 11, prompt: 'PER은 무엇인가요?', choices: ['주가수익비율', '주가순자산비율'] }],
  pool_size: 4,
  attempts: [],
  attempts_today: attemptsToday,
  daily_limit: 3,
  rules: ['하루에 3번까지 풀 수 있고, 한국 시간 0시에 다시 풀 수 있는 횟수가 채워집니다.', '정답과 해설은 퀴즈를 통과하거나 3번 풀고 나면 보여 드립니다.'],
});

function show(view: QuizView, result: QuizAttemptResult) {
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => ({ data: { code: '0000', message: '성공', data: result }, status: 200, statusText: '', headers: {}, config });
  const router = createMemoryRouter([{ path: '/', element: <QuizPanel quiz={view} /> }]);
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('quiz panel', () => {
  it('states the rules, and after a failed attempt says when the answers come instead of showing them', async () => {
    show(quiz(0), {
      attempt_id: 1,
      score: 0,
      correct: 0,
      total: 1,
      passed: 'N',
      results: [{ question_id: 11, chosen: 1, answer: null, correct: false, explanation: null }],
      answers_shown: 'N',
      reveal_note: '정답과 해설은 통과하거나 3번 풀면 보여 드립니다. (지금까지 1번)',
      certificate_no: null,
    });
    expect(screen.getByText(/하루에 3번까지 풀 수 있고/)).toBeTruthy();
    expect(screen.getByText(/오늘 남은 응시 3번/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('주가순자산비율'));
    await user.click(screen.getByRole('button', { name: '제출하고 채점하기' }));
    expect(await screen.findByText('오답입니다.')).toBeTruthy();
    expect(screen.getByText(/3번 풀면 보여 드립니다/)).toBeTruthy();
    expect(screen.queryByText(/정답: /)).toBeNull();
  });

  it('with no attempt left today, says when the member can try again', () => {
    show(quiz(3), { attempt_id: 1, score: 0, correct: 0, total: 1, passed: 'N', results: [], answers_shown: 'N', reveal_note: null, certificate_no: null });
    expect(screen.getByText(/오늘 남은 응시 0번/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '제출하고 채점하기' }).disabled).toBe(true);
  });
});
