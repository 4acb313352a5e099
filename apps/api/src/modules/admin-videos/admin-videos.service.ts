import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { AdminVideo, AdminVideoList, VideoCreateBody } from '@school/contracts/admin';
import { adminVideosApi, studioApi } from '@school/contracts/endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn, Db } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import type { MediaStorage } from '../../providers/media-storage/index.ts';
import { packageBroadcast } from './broadcast.ts';
import { TranscodeError } from './transcode.ts';
import { assignJob, finishBroadcast, insertBroadcast, insertVideo, markQueued, readyKeys, readyTitles, requeue, stalledQueued, videoById, videoByUpload, videoPage, videosBy, type VideoRow } from './admin-videos.queries.ts';
import type { TranscodeQueue } from './transcode-queue.ts';
import { hlsPrefix, sourceKey } from './transcode-worker.ts';

/** tus' creation address (the contract's adminVideosApi.upload). */
export const UPLOAD_PATH = adminVideosApi.upload.path;
/** The studio's tus creation address (studioApi.uploadVideo, decision 142). */
export const STUDIO_UPLOAD_PATH = studioApi.uploadVideo.path;
/** The prefix of an uploaded video's media key; the media store finds it in media storage under `hls/`. */
export const UPLOAD_MEDIA_PREFIX = 'uploads/';
const PAGE_SIZE = 20;
const UPLOAD_ID = /^[a-f0-9]{32}$/;

export interface VideoOptions {
  /** VIDEO_DIR: `incoming/` holds files being received over tus (shared by the API processes). */
  dir: string;
  maxBytes: number;
  storage: MediaStorage;
  queue: TranscodeQueue;
  log: FastifyBaseLogger;
  /** A finished live broadcast becomes a video (decision 141): ffmpeg repackages it, the media keys keep its key. */
  broadcasts?: {
    ffmpeg: string;
    keys: { open(kid: string): Promise<Buffer | null>; adopt(mediaKey: string, key: Buffer): Promise<{ kid: string; key: Buffer }> };
  };
}

/** A tus refusal: the status and a Korean text the console shows. */
const refuse = (status_code: number, body: string) => Object.assign(new Error(body), { status_code, body });

/**
 * Lecture videos uploaded in the console (docs/decisions/066, 083). The browser registers an upload and
 * sends the bytes over tus (resumable); the finished file goes to media storage and a transcode job to
 * the queue, which a worker process runs; the row tells the console how far it got and, on failure, why.
 */
export class VideoService {
  readonly tus: TusServer;
  /** The same pipeline at the studio's address (decision 142). */
  readonly studioTus: TusServer;
  private readonly incoming: string;

  constructor(
    private readonly db: Db,
    private readonly options: VideoOptions,
  ) {
    this.incoming = path.join(options.dir, 'incoming');
    this.tus = this.tusAt(UPLOAD_PATH);
    this.studioTus = this.tusAt(STUDIO_UPLOAD_PATH);
  }

  /**
   * A tus server at `at`: the console's and the studio's (decision 142) share the incoming directory, the size limit
   * and what happens to a finished file (the same queue and worker); who may send to an upload is the route's check.
   */
  private tusAt(at: string): TusServer {
    return new TusServer({
      path: at,
      datastore: new FileStore({ directory: this.incoming }),
      relativeLocation: true,
      maxSize: this.options.maxBytes,
      disableTerminationForFinishedUploads: true,
      // The upload's name is the id registered by POST /api/admin/videos (or /api/studio/videos), sent as metadata.
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
        const row = await markQueued(this.db, upload.id);
        if (row) void this.dispatch(row);
        return {};
      },
    });
  }

  /** The uploads a member made (a teacher's own videos in the studio, decision 142), newest first. */
  async uploadsBy(memberId: number): Promise<{ max_bytes: number; list: AdminVideo[] }> {
    return { max_bytes: this.options.maxBytes, list: (await videosBy(this.db, memberId)).map(view) };
  }

  /** The video, when `memberId` uploaded it; undefined otherwise (another member's or none: the same answer). */
  async uploadOf(memberId: number, videoId: number): Promise<AdminVideo | undefined> {
    const row = await videoById(this.db, videoId);
    return row && row.createdBy === memberId ? view(row) : undefined;
  }

  /** Whether the tus upload `uploadId` was registered by `memberId`. */
  async uploadIsBy(memberId: number, uploadId: string): Promise<boolean> {
    const row = UPLOAD_ID.test(uploadId) ? await videoByUpload(this.db, uploadId) : undefined;
    return !!row && row.createdBy === memberId;
  }

  async list(page: number): Promise<AdminVideoList> {
    const { total, list } = await videoPage(this.db, page, PAGE_SIZE);
    return { total, max_bytes: this.options.maxBytes, list: list.map(view) };
  }

  /** `uploadUrl`: where the browser sends the bytes (the console's tus address, or the studio's). */
  async register(actor: Actor, body: VideoCreateBody, uploadUrl: string = UPLOAD_PATH): Promise<{ video: AdminVideo; upload_url: string }> {
    if (body.size_bytes > this.options.maxBytes) throw new AppError('ADMIN_VIDEO_TOO_LARGE');
    const row = await this.db.transaction(async (tx) => {
      const created = await insertVideo(tx, { uploadId: randomBytes(16).toString('hex'), title: body.title, sizeBytes: body.size_bytes, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'video.upload', targetType: 'video', targetId: created.videoId, after: { title: created.title, size_bytes: created.sizeBytes } });
      return created;
    });
    return { video: view(row), upload_url: uploadUrl };
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
    void this.dispatch(row);
    return view(row);
  }

  async poster(videoId: number): Promise<Buffer> {
    const row = await videoById(this.db, videoId);
    if (!row) throw new AppError('ADMIN_VIDEO_NOT_FOUND');
    const file = row.status === 'ready' ? await this.options.storage.get(`${hlsPrefix(videoId)}poster.jpg`) : null;
    if (row.status !== 'ready' || !file) throw new AppError('ADMIN_VIDEO_NO_POSTER');
    return file;
  }

  /** File names of processed uploads by media key (the catalogue's video picker shows them). */
  async titles(mediaKeys: string[]): Promise<Map<string, string>> {
    const rows = await readyTitles(this.db, mediaKeys.filter((k) => k.startsWith(UPLOAD_MEDIA_PREFIX)));
    return new Map(rows.flatMap((r) => (r.mediaKey ? [[r.mediaKey, r.title] as const] : [])));
  }

  /** Media keys of processed uploads, newest first (the catalogue's video picker lists them before the samples). */
  async readyKeys(conn: Conn = this.db): Promise<string[]> {
    return (await readyKeys(conn)).flatMap((r) => (r.mediaKey ? [r.mediaKey] : []));
  }

  /**
   * Moves a received file into media storage and queues its transcode. Safe to repeat: the job id is the
   * row's, so a second send is ignored; a file already moved is not looked for again.
   */
  async dispatch(row: Pick<VideoRow, 'videoId' | 'uploadId' | 'jobId'>): Promise<void> {
    try {
      const received = path.join(this.incoming, row.uploadId);
      if (await fs.stat(received).catch(() => null)) {
        await this.options.storage.putFile(sourceKey(row.uploadId), received);
        await fs.rm(`${received}.json`, { force: true });
      }
      if (row.jobId) await this.options.queue.send(row.videoId, row.jobId);
    } catch (err) {
      this.options.log.warn({ err, videoId: row.videoId }, 'video not queued yet (tried again within a minute)');
    }
  }

  /**
   * A live class's finished broadcast as a video of the media library (decision 141), so the recording form picks it
   * without an upload: its segments repackaged into the uploaded videos' layout under `hls/<video id>/` with the
   * broadcast's key, its length the sum of the live playlist's EXTINF. Once per class; a failure is shown on the row.
   */
  async registerBroadcast(b: { classId: number; title: string; endedBy: number; dir: string; kid: string }): Promise<void> {
    const setup = this.options.broadcasts;
    if (!setup) return;
    const row = await insertBroadcast(this.db, { uploadId: `live-${String(b.classId)}`, title: `라이브 다시보기 · ${b.title}`.slice(0, 200), createdBy: b.endedBy });
    if (!row) return;
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'school-broadcast-'));
    try {
      const key = await setup.keys.open(b.kid);
      if (!key) throw new TranscodeError('방송 키를 찾을 수 없습니다.');
      const mediaKey = `${UPLOAD_MEDIA_PREFIX}${String(row.videoId)}`;
      const made = await packageBroadcast(setup.ffmpeg, b.dir, key, scratch, () => setup.keys.adopt(mediaKey, key));
      await this.putHls(row.videoId, path.join(scratch, 'hls'));
      await finishBroadcast(this.db, row.videoId, { ...made, mediaKey });
      this.options.log.info({ videoId: row.videoId, live_id: b.classId, seconds: made.durationSec }, 'live broadcast registered as a video');
    } catch (err) {
      this.options.log.warn({ err, videoId: row.videoId, live_id: b.classId }, 'live broadcast not registered as a video');
      const why = err instanceof TranscodeError ? err.message : '방송을 영상으로 옮기는 중 오류가 났습니다.';
      await finishBroadcast(this.db, row.videoId, { error: why.slice(0, 1000) });
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }

  /** The video's files into media storage, the master playlist last: a video is listed only once whole. */
  private async putHls(videoId: number, out: string): Promise<void> {
    const prefix = hlsPrefix(videoId);
    const files = (await fs.readdir(out, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    for (const f of files.filter((n) => n !== 'master.m3u8')) await this.options.storage.putFile(prefix + f, path.join(out, f));
    await this.options.storage.putFile(`${prefix}master.m3u8`, path.join(out, 'master.m3u8'));
  }

  /** Queued videos whose job was never sent (the process stopped in between): sent again. Every minute. */
  async dispatchStalled(): Promise<void> {
    for (const row of await stalledQueued(this.db, 60)) {
      if (!row.jobId) {
        const jobId = await assignJob(this.db, row.videoId);
        if (jobId) await this.dispatch({ ...row, jobId });
      } else if ((await this.options.queue.state(row.jobId)) === null) await this.dispatch(row);
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
