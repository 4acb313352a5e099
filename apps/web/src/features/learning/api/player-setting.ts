import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerSetting } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { PLAYBACK_RATES, type PlaybackRate } from '@school/contracts/plain';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';
import { readJson, writeJson } from '../../../lib/storage';

/** This device's copy of the member's speed: the player starts at it before the server has answered. */
export const PLAYBACK_RATE_KEY = 'playbackRate';
/** Key presses in a row (`>` `>` `>`) are saved once, this long after the last. */
export const RATE_SAVE_DELAY_MS = 600;

const isRate = (value: unknown): value is PlaybackRate => PLAYBACK_RATES.some((r) => r === value);

export const cachedPlaybackRate = (): PlaybackRate => {
  const stored = readJson<unknown>(PLAYBACK_RATE_KEY, 1);
  return isRate(stored) ? stored : 1;
};

/** The member's setting, the same on every device. */
export const playerSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['my', 'player'],
    queryFn: () => callParsed(myApi.playerSetting, '플레이어 설정', { schemas: import('@school/contracts/play') }),
    staleTime: 60_000,
    retry: false,
  });

/** Saves the member's setting (every device takes it). */
export const savePlayerSetting = async (setting: PlayerSetting): Promise<PlayerSetting> =>
  unwrap(await apiCall(myApi.savePlayerSetting, { body: setting }));

/**
 * The player's speed, remembered across lectures, reloads and devices (decision 084): it starts from this device's
 * copy at once, then takes the member's saved speed once `synced` is true (after the first frame: the request stays
 * off the first-frame path) unless the person already picked one here. A pick is applied and kept here at once and
 * saved to the server shortly after.
 */
export function usePlaybackRate(synced: boolean): [PlaybackRate, (rate: PlaybackRate) => void] {
  const [rate, setRateState] = useState<PlaybackRate>(cachedPlaybackRate);
  const picked = useRef(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; rate: PlaybackRate } | null>(null);
  const flushRef = useRef<() => void>(() => undefined);
  const queryClient = useQueryClient();
  const server = useQuery({ ...playerSettingQueryOptions(), enabled: synced });
  const saved = server.data?.playback_rate;

  useEffect(() => {
    if (picked.current || !isRate(saved)) return;
    setRateState(saved);
    writeJson(PLAYBACK_RATE_KEY, saved);
  }, [saved]);

  useEffect(() => {
    const flush = () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pending.current = null;
      savePlayerSetting({ playback_rate: waiting.rate })
        .then((setting) => queryClient.setQueryData(playerSettingQueryOptions().queryKey, setting))
        .catch((error: unknown) => console.warn('[player-setting]', error));
    };
    flushRef.current = flush;
    // Leaving the lecture saves a pick still waiting.
    return flush;
  }, [queryClient]);

  const setRate = (next: PlaybackRate) => {
    picked.current = true;
    setRateState(next);
    writeJson(PLAYBACK_RATE_KEY, next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { rate: next, timer: setTimeout(() => flushRef.current(), RATE_SAVE_DELAY_MS) };
  };
  return [rate, setRate];
}

/** The next speed up (+1) or down (-1) from `rate`, staying within 0.5×–2×. */
export function stepRate(rate: PlaybackRate, direction: 1 | -1): PlaybackRate {
  const index = PLAYBACK_RATES.indexOf(rate);
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, index + direction))]!;
}
