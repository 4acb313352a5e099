import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningResponse } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/rs/learning: the member's courses with progress. */
export const getLearning = (): Promise<LearningResponse> => getParsed(playPaths.learning, 'learningResponse', '학습 이력');

export const learningQueryOptions = () => queryOptions({ queryKey: ['rs', 'learning'], queryFn: getLearning });

export const useLearning = () => useQuery(learningQueryOptions());
