import type { AdminQuizBody } from '@school/contracts/admin';
import { adminQuizApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** Saves a lecture's quiz or the course's final quiz whole (its questions replaced). */
export const useSaveQuiz = () => useConsoleChange((body: AdminQuizBody) => apiCall(adminQuizApi.save, { body }));
