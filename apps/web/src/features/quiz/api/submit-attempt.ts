import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, QuizAttemptResult } from '@school/contracts';
import { quizApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Sends the chosen answers: the server scores them, keeps the attempt and returns the explanations. */
export function submitAttempt(quizId: number, answers: number[]): Promise<Envelope<QuizAttemptResult>> {
  return apiCall(quizApi.attempt, { params: { quiz_id: quizId }, body: { answers } });
}

export function useSubmitAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, answers }: { quizId: number; answers: number[] }) => submitAttempt(quizId, answers),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['quiz'] }), client.invalidateQueries({ queryKey: ['certificate'] })]),
  });
}
