import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveWatchResponse } from '@school/contracts';
import { liveApi } from '@school/contracts/endpoints';
import { codes } from '@school/contracts/plain';
import { ApiError } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

/** How often the page asks again while the class is live but its first picture has not arrived (방송 준비 중). */
export const PREPARING_RETRY_MS = 5_000;

/**
 * Starts this device's stream of the class (decision 140) and answers the signed playlist. Another device's stream
 * stops at its next playlist, so it is asked once per mount (never refetched on focus, never kept after the page).
 */
export const watchLive = (id: number, signal?: AbortSignal): Promise<LiveWatchResponse> => callParsed(liveApi.watch, '라이브 방송', { params: { live_id: id }, signal });

export const isPreparing = (error: unknown): boolean => error instanceof ApiError && error.code === codes.LIVE_STREAM_PREPARING.code;

/** `mount`: one stream per mounting of the player (the broadcast back after a drop is a new stream, not a cached one). */
export const useWatchLive = (id: number, mount: string) =>
  useQuery(
    queryOptions({
      queryKey: ['live', id, 'watch', mount],
      queryFn: ({ signal }) => watchLive(id, signal),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: (query) => (isPreparing(query.state.error) ? PREPARING_RETRY_MS : false),
    }),
  );
