import type { AdminSubtitle, StudioVideo, StudioVideos, SubtitleLang, VideoCreateBody } from '@school/contracts/admin';
import type { Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { studioApi } from '@school/contracts/endpoints';
import type { VideoService } from '../admin-videos/admin-videos.service.ts';
import type { SubtitleService } from '../admin-videos/subtitles.ts';
import * as q from './studio.queries.ts';
import type { StudioService } from './studio.service.ts';

/**
 * A teacher's own videos in the studio (decision 142): the console's upload pipeline (same tus server settings, size
 * limit, queue and worker) and the console's subtitle checks, scoped to what this teacher uploaded. Another member's
 * video answers STUDIO_NOT_FOUND, as everything else in the studio does, so nothing is learned about it.
 */
export class StudioMediaService {
  constructor(
    private readonly db: Db,
    private readonly studio: StudioService,
    private readonly videos: VideoService,
    private readonly subtitles: SubtitleService,
  ) {}

  async list(memberId: number): Promise<StudioVideos> {
    const { teacher_sn } = await this.studio.me(memberId);
    const own = await this.videos.uploadsBy(memberId);
    const langs = await this.subtitles.videoLangs(own.list.map((v) => v.video_id));
    const mine = new Set(own.list.flatMap((v) => (v.media_key ? [v.media_key] : [])));
    const inCourses = (await q.courseMediaOf(this.db, teacher_sn)).flatMap((r) => (r.mediaKey && !mine.has(r.mediaKey) ? [{ media_key: r.mediaKey, title: r.title, course: r.course }] : []));
    return { max_bytes: own.max_bytes, list: own.list.map((v) => ({ ...v, subtitles: langs.get(v.video_id) ?? [] })), course_media: inCourses };
  }

  async register(actor: Actor, body: VideoCreateBody) {
    await this.studio.me(actor.memberId);
    return this.videos.register(actor, body, studioApi.uploadVideo.path);
  }

  async retry(actor: Actor, videoId: number) {
    await this.own(actor.memberId, videoId);
    return this.videos.retry(actor, videoId);
  }

  /** Before tus sees a request: the upload must be one this teacher registered. */
  async checkUpload(memberId: number, uploadId: string): Promise<void> {
    await this.studio.me(memberId);
    if (!(await this.videos.uploadIsBy(memberId, uploadId))) throw new AppError('STUDIO_NOT_FOUND');
  }

  async putSubtitle(actor: Actor, videoId: number, lang: SubtitleLang, content: string): Promise<AdminSubtitle> {
    await this.own(actor.memberId, videoId);
    return this.subtitles.putForVideo(actor, videoId, lang, content);
  }

  async removeSubtitle(actor: Actor, videoId: number, lang: SubtitleLang): Promise<void> {
    await this.own(actor.memberId, videoId);
    await this.subtitles.removeForVideo(actor, videoId, lang);
  }

  private async own(memberId: number, videoId: number): Promise<Omit<StudioVideo, 'subtitles'>> {
    await this.studio.me(memberId);
    const video = await this.videos.uploadOf(memberId, videoId);
    if (!video) throw new AppError('STUDIO_NOT_FOUND');
    return video;
  }
}
