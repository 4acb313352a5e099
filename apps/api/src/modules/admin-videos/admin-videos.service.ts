import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { AdminVideo, AdminVideoList, VideoCreateBody } from '@school/contracts/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import {
  claimNext,
  failAbandoned,
  insertVideo,
  markFailed,
  markQueued,
  markReady,
  readyTitles,
  reportProgress,
  requeue,
  videoById,
  videoByUpload,
  videoPage,
  type VideoRow,
} from './admin-videos.queries.ts';
import { probe, transcode, TranscodeError } from './transcode.ts';
import type { ContentKey } from '../../lib/hls-encrypt.ts';

export const UPLOAD_PATH = '/api/admin/videos/upload';
/** The prefix of an uploaded video's media key; the media store finds it under VIDEO_DIR/hls. */
export const UPLOAD_MEDIA_PREFIX = 'uploads/';
const PAGE_SIZE = 20;
const UPLOAD_ID = /^[a-f0-9]{32}$/;

export interface VideoOptions {
  /** VIDEO_DIR: `incoming/` holds received files, `hls/<video_id>/` the processed videos. */
  dir: string;
  maxBytes: number;
  ffmpeg: string;
  log: FastifyBaseLogger;
  /** The content keys a packaged video is encrypted with (MediaKeyService, docs/decisions/082). */
  keys: { issue: (mediaKey: string, count: number) => Promise<ContentKey[]> };
}

/** A tus refusal: the status and a Korean text the console shows. */
const refuse = (status_code: number, body: string) => Object.assign(new Error(body), { status_code, body });

/**
 * Lecture videos uploaded in the console (docs/decisions/066). The browser registers an upload, sends
 * the bytes over tus (resumable), and the first free process turns them into HLS with ffmpeg; the
 * row tells the console how far it got and, on failure, why.
 */
export class VideoService {
  readonly tus: TusServer;
  private readonly incoming: string;
  private readonly hls: string;
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly options: VideoOptions,
  ) {
    this.incoming = path.join(options.dir, 'incoming');
    this.hls = path.join(options.dir, 'hls');
    this.tus = new TusServer({
      path: UPLOAD_PATH,
      datastore: new FileStore({ directory: this.incoming }),
      relativeLocation: true,
      maxSize: options.maxBytes,
      disableTerminationForFinishedUploads: true,
      // The upload's name is the id registered by POST /api/admin/videos, sent as metadata.
      namingFunction: (_req, metadata) => {
        const id = metadata?.upload_id ?? '';
        if (!UPLOAD_ID.test(id)) throw refuse(400, '등록되지 않은 업로드입니다. 영상을 다시 골라 주세요.');
        return id;
      },
      onUploadCreate: async (_req, upload) => {
        const row = await videoByUpload(this.db, upload.id);
        if (!row || row.status !== 'uploading') throw refuse(409, '이미 올렸거나 등록되지 않은 업로드입니다. 영상을 다시 골라 주세요.');
        if (upload.size !== row.sizeBytes) throw refuse(400, '등록한 파일 크기와 올리는 파일 크기가 다릅니다.');
        return {};
      },
      onUploadFinish: async (_req, upload) => {
        if (await markQueued(this.db, upload.id)) void this.kick();
        return {};
      },
    });
  }


  /** Where processed videos live (the media store serves `uploads/<id>` from here). */
  get hlsDir(): string {
    return this.hls;
  }

  async list(page: number): Promise<AdminVideoList> {
    const { total, list } = await videoPage(this.db, page, PAGE_SIZE);
    return { total, max_bytes: this.options.maxBytes, list: list.map(view) };
  }

  async register(actor: Actor, body: VideoCreateBody): Promise<{ video: AdminVideo; upload_url: string }> {
    if (body.size_bytes > this.options.maxBytes) throw new AppError('ADMIN_VIDEO_TOO_LARGE');
    const row = await this.db.transaction(async (tx) => {
      const created = await insertVideo(tx, { uploadId: randomBytes(16).toString('hex'), title: body.title, sizeBytes: body.size_bytes, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'video.upload', targetType: 'video', targetId: created.videoId, after: { title: created.title, size_bytes: created.sizeBytes } });
      return created;
    });
    return { video: view(row), upload_url: UPLOAD_PATH };
  }

  async retry(actor: Actor, videoId: number): Promise<AdminVideo> {
    const row = await this.db.transaction(async (tx) => {
      const before = await videoById(tx, videoId);
      if (!before) throw new AppError('ADMIN_VIDEO_NOT_FOUND');
      const after = await requeue(tx, videoId);
      if (!after) throw new AppError('ADMIN_VIDEO_NOT_FAILED');
      await recordChange(tx, actor, { action: 'video.retry', targetType: 'video', targetId: videoId, before: { status: before.status, error: before.error } });
      return after;
    });
    void this.kick();
    return view(row);
  }

  async poster(videoId: number): Promise<Buffer> {
    const row = await videoById(this.db, videoId);
    if (!row) throw new AppError('ADMIN_VIDEO_NOT_FOUND');
    const file = await fs.readFile(path.join(this.hls, String(videoId), 'poster.jpg')).catch(() => null);
    if (row.status !== 'ready' || !file) throw new AppError('ADMIN_VIDEO_NO_POSTER');
    return file;
  }

  /** File names of processed uploads by media key (the catalogue's video picker shows them). */
  async titles(mediaKeys: string[]): Promise<Map<string, string>> {
    const rows = await readyTitles(this.db, mediaKeys.filter((k) => k.startsWith(UPLOAD_MEDIA_PREFIX)));
    return new Map(rows.flatMap((r) => (r.mediaKey ? [[r.mediaKey, r.title] as const] : [])));
  }

  /**
   * Transcodes waiting videos one after another in this process until none is left; resolves then.
   * Called when an upload completes, on retry, and every minute (a video left by a stopped process).
   */
  kick(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        await failAbandoned(this.db);
        for (let row = await claimNext(this.db); row; row = await claimNext(this.db)) await this.process(row);
      } while (this.again);
    })()
      .catch((err: unknown) => this.options.log.warn({ err }, 'video queue stopped'))
      .finally(() => {
        this.draining = null;
      });
    return this.draining;
  }

  private async process(row: VideoRow): Promise<void> {
    const input = path.join(this.incoming, row.uploadId);
    const work = path.join(this.hls, `${row.videoId}.work`);
    const done = path.join(this.hls, String(row.videoId));
    let reported = 0;
    let reportedAt = 0;
    try {
      await fs.rm(work, { recursive: true, force: true });
      await fs.mkdir(work, { recursive: true });
      const source = await probe(this.options.ffmpeg, input);
      await transcode(this.options.ffmpeg, input, work, source, (fraction) => {
        const percent = Math.min(99, Math.floor(fraction * 100));
        if (percent <= reported || (Date.now() - reportedAt < 500 && percent - reported < 10)) return;
        reported = percent;
        reportedAt = Date.now();
        void reportProgress(this.db, row.videoId, percent).catch(() => undefined);
      }, (count) => this.options.keys.issue(`${UPLOAD_MEDIA_PREFIX}${row.videoId}`, count));
      await fs.rm(done, { recursive: true, force: true });
      await fs.rename(work, done);
      await markReady(this.db, row.videoId, Math.max(1, Math.round(source.durationSec)), `${UPLOAD_MEDIA_PREFIX}${row.videoId}`);
      // The source is not kept once its HLS exists: a retry is only offered for failures.
      await fs.rm(input, { force: true });
      await fs.rm(`${input}.json`, { force: true });
    } catch (err) {
      await fs.rm(work, { recursive: true, force: true }).catch(() => undefined);
      if (!(err instanceof TranscodeError)) this.options.log.warn({ err, videoId: row.videoId }, 'video transcode failed');
      const reason = err instanceof TranscodeError ? err.message : `영상 처리 중 오류가 났습니다: ${err instanceof Error ? err.message : String(err)}`;
      await markFailed(this.db, row.videoId, reason.slice(0, 1000));
    }
  }
}

function view(r: VideoRow): AdminVideo {
  return {
    video_id: r.videoId,
    upload_id: r.uploadId,
    title: r.title,
    size_bytes: r.sizeBytes,
    status: r.status as AdminVideo['status'],
    progress: r.progress,
    error: r.error,
    duration_sec: r.durationSec,
    media_key: r.mediaKey,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
