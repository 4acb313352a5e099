import type { PlayerSetting } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { findPlayerSetting, savePlayerSetting } from './player-setting.queries.ts';

/** The member's player setting (decision 084): the speed every lecture starts at, on every device. */
export class PlayerSettingService {
  constructor(private readonly db: Db) {}

  async get(memberId: number): Promise<PlayerSetting> {
    const row = await findPlayerSetting(this.db, memberId);
    return { playback_rate: row?.playbackRate ?? 1 };
  }

  async save(memberId: number, setting: PlayerSetting): Promise<PlayerSetting> {
    await savePlayerSetting(this.db, memberId, setting.playback_rate);
    return setting;
  }
}
