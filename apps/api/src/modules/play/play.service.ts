import { ProgressBatcher } from './progress-batcher.ts';
import { randomBytes } from 'node:crypto';
import {
  PAYMENT_PATH,
  playLimits,
  type AutoResponse,
  type CourseAccessResponse,
  type LatestResponse,
  type LearningResponse,
  type NextResponse,
  type PlayInfoResponse,
  type SetTimeBody,
  type SetTimeResponse,
  type StreamStateResponse,
  type YesNo,
  type CodeName,
} from '@school/contracts';
import type { Pool } from 'pg';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionEnded } from '../../http/auth.ts';
import { decideLectureAccess, unlockingLines, type AccessDecision, type AccessLecture, type PurchaseLine } from '../course/course.access.ts';
import { coverPath } from '../course/course.presenters.ts';
import { fillPath, playApi } from '@school/contracts/endpoints';
import { DeliveredSet } from './delivered-set.ts';
import { newStreamId, type MediaGrant, type MediaSigner } from './media.ts';
import type { MediaStore } from './media-store.ts';
import type { ServedSegments } from './served-segments.ts';
import type { MediaKeyService } from '../media-keys/media-keys.service.ts';
import {
  courseCompletion,
  findCourseAccessFacts,
  findLectureFacts,
  findMemberFacts,
  findStreamState,
  startStream,
  findNeighbour,
  findProgress,
  insertDeliveries,
  latestWatched,
  learningByCourse,
  lectureTitles,
  listLiveEntitlements,
  recordStart,
  ensureServedRow,
  type LectureFacts,
} from './play.queries.ts';

const yn = (v: string): YesNo => (v === 'Y' ? 'Y' : 'N');
const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole)));

/** A new playback-session id: start time (sortable) then randomness; see playerId in the contracts. */
export function newPlayerId(now = Date.now()): string {
  return `${now.toString(36).padStart(11, '0')}-${randomBytes(9).toString('base64url')}`;
}

/** "ab***@example.com": enough for a person to recognise their own account on a leaked recording. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

function toAccessLecture(l: Pick<LectureFacts, 'isPreview' | 'courseSn' | 'isFree' | 'passIncluded' | 'categoryPath'>): AccessLecture {
  return { isPreview: yn(l.isPreview), course: { courseSn: l.courseSn, isFree: yn(l.isFree), passIncluded: yn(l.passIncluded), categoryPath: (l.categoryPath ?? []).map(Number) } };
}

/** 0907 for anonymous, 3010 (with the page to buy access) for a member without a valid entitlement. */
export function refuse(decision: AccessDecision): never {
  if (decision.reason === 'login_required') throw new AppError('LOGIN_REQUIRED');
  throw new AppError('COURSE_ACCESS_DENIED', { data: { redirect: PAYMENT_PATH } });
}

export interface PlayMedia {
  signer: MediaSigner;
  store: MediaStore;
  keys: MediaKeyService;
  /** Streams a member may play at once (MAX_STREAMS). */
  maxStreams: number;
  /** The segments handed out, written before each batch of progress saves (decision 110). */
  served: ServedSegments;
}

export interface CourseCompletion {
  title: string;
  lectureCount: number;
  completedCount: number;
  totalSeconds: number;
  startedAt: Date | null;
  lastCompletedAt: Date | null;
}

export class PlayService {
  private readonly signer: MediaSigner;
  private readonly media: MediaStore;

  constructor(
    private readonly db: Db,
    private readonly protection: PlayMedia,
    /** Progress saves only: commits without waiting for the disk (see decision 017). */
    progressPool: Pool,
  ) {
    this.signer = protection.signer;
    this.media = protection.store;
    this.progress = new ProgressBatcher(
      progressPool,
      { completeRatio: playLimits.completeRatio, creditSpeed: playLimits.creditSpeedMax, creditSlack: playLimits.creditSlackSeconds },
      200,
      () => protection.served.owed(),
    );
  }

  private readonly progress: ProgressBatcher;
  private readonly delivered = new DeliveredSet();

  /**
   * The one access rule (course.access.ts) applied to a lecture; every content path comes through here.
   * With it, the purchase lines that unlock the lecture now: what is handed out is recorded against them.
   * A line under refund opens nothing; when only such lines would open the lecture, 8400 says why.
   */
  private async check(memberId: number | null, lecture: LectureFacts): Promise<{ decision: AccessDecision; lines: PurchaseLine[] }> {
    const access = toAccessLecture(lecture);
    // Free and preview lectures need no entitlement look-up (and are never a purchase's delivery).
    if (access.course.isFree === 'Y' || access.isPreview === 'Y' || memberId === null) {
      return { decision: decideLectureAccess(memberId === null ? null : { memberId, entitlements: [] }, access), lines: [] };
    }
    const all = await listLiveEntitlements(this.db, memberId);
    const entitlements = all.filter((e) => !e.frozen);
    const decision = decideLectureAccess({ memberId, entitlements }, access);
    if (!decision.allowed && entitlements.length < all.length && decideLectureAccess({ memberId, entitlements: all }, access).allowed) throw new AppError('REFUND_IN_PROGRESS');
    return { decision, lines: unlockingLines(entitlements, access) };
  }

  async lecture(lcNo: number): Promise<LectureFacts> {
    const lecture = await findLectureFacts(this.db, lcNo);
    if (!lecture) throw new AppError('LECTURE_NOT_FOUND');
    return lecture;
  }

  /** The lecture, if this member (or visitor) may see its content; else 3004/0907/3010 (8400 under refund). */
  async authorize(memberId: number | null, lcNo: number): Promise<LectureFacts> {
    return (await this.authorizeContent(memberId, lcNo)).lecture;
  }

  private async authorizeContent(memberId: number | null, lcNo: number): Promise<{ lecture: LectureFacts; lines: PurchaseLine[] }> {
    const lecture = await this.lecture(lcNo);
    const { decision, lines } = await this.check(memberId, lecture);
    if (!decision.allowed) refuse(decision);
    return { lecture, lines };
  }

  /**
   * Records that this lecture's content was handed to the member under every purchase line that unlocks it now: the
   * refund rule counts these. Once per line and lecture; repeats cost an in-memory look-up (a line already counted
   * stays counted, so serving it again cannot change a refund). A line a refund froze meanwhile refuses (8400).
   */
  private async recordDeliveries(memberId: number, lcNo: number, lines: readonly PurchaseLine[]): Promise<void> {
    const missing = this.delivered.missing(lcNo, lines);
    if (missing.length === 0) return;
    if (!(await insertDeliveries(this.db, memberId, lcNo, missing))) throw new AppError('REFUND_IN_PROGRESS');
    this.delivered.remember(lcNo, missing);
  }

  /** The course-access check (the specification): may this member watch the course's lectures? */
  async courseAccess(memberId: number | null, courseSn: number): Promise<CourseAccessResponse> {
    const course = await findCourseAccessFacts(this.db, courseSn);
    if (!course) throw new AppError('COURSE_NOT_FOUND');
    const lecture: AccessLecture = {
      isPreview: 'N',
      course: { courseSn, isFree: yn(course.isFree), passIncluded: yn(course.passIncluded), categoryPath: (course.categoryPath ?? []).map(Number) },
    };
    const entitlements = memberId === null || lecture.course.isFree === 'Y' ? [] : await listLiveEntitlements(this.db, memberId);
    const decision = decideLectureAccess(memberId === null ? null : { memberId, entitlements }, lecture);
    if (!decision.allowed) refuse(decision);
    return { course_sn: courseSn, reason: decision.reason === 'course' || decision.reason === 'pass' || decision.reason === 'free' ? decision.reason : 'preview' };
  }

  /** The purchase lines (orders, subscription charges) that give this member the course now (none for a free course, or a pass not bought here). */
  async courseLines(memberId: number, courseSn: number): Promise<{ orderSns: number[]; chargeSns: number[] }> {
    const course = await findCourseAccessFacts(this.db, courseSn);
    if (!course || course.isFree === 'Y') return { orderSns: [], chargeSns: [] };
    const lecture: AccessLecture = {
      isPreview: 'N',
      course: { courseSn, isFree: 'N', passIncluded: yn(course.passIncluded), categoryPath: (course.categoryPath ?? []).map(Number) },
    };
    const lines = unlockingLines(await listLiveEntitlements(this.db, memberId), lecture);
    return { orderSns: lines.filter((l) => l.kind === 'order').map((l) => l.sn), chargeSns: lines.filter((l) => l.kind === 'charge').map((l) => l.sn) };
  }

  /**
   * How far a member is through a course by the completion rule: lectures completed of all, the course's length,
   * the first start and the last completion (null before any). Certificates read it (decision 096).
   */
  async completion(memberId: number, courseSn: number): Promise<CourseCompletion> {
    const row = await courseCompletion(this.db, memberId, courseSn);
    if (!row) throw new AppError('COURSE_NOT_FOUND');
    return {
      title: row.title,
      lectureCount: row.lectureCount,
      completedCount: row.completedCount,
      totalSeconds: row.totalSeconds,
      startedAt: row.startedAt ? new Date(row.startedAt) : null,
      lastCompletedAt: row.lastCompletedAt ? new Date(row.lastCompletedAt) : null,
    };
  }

  private async videoSeconds(lecture: LectureFacts): Promise<number> {
    return (lecture.mediaKey ? await this.media.duration(lecture.mediaKey) : null) ?? lecture.durationSec;
  }

  /** POST /api/rs/auto: checks access, then records the start (idempotent: a repeat only refreshes it). */
  async start(memberId: number, lcNo: number): Promise<AutoResponse> {
    const lecture = await this.authorize(memberId, lcNo);
    await recordStart(this.db, { memberId, lcNo, courseSn: lecture.courseSn, durationSec: await this.videoSeconds(lecture) });
    // A lecture with a video is credited no more than its segments delivered (decision 110).
    if (lecture.mediaKey && (await this.media.duration(lecture.mediaKey)) !== null) await ensureServedRow(this.db, memberId, lcNo);
    return { lc_no: lcNo, course_sn: lecture.courseSn, player: newPlayerId() };
  }

  async playInfo({ memberId, sessionId }: { memberId: number; sessionId: string }, lcNo: number): Promise<PlayInfoResponse> {
    const { lecture, lines } = await this.authorizeContent(memberId, lcNo);
    const [progress, next, prev, member, duration] = await Promise.all([
      findProgress(this.db, memberId, lcNo),
      findNeighbour(this.db, lecture.courseSn, lecture.sortOrder, lcNo, 'next'),
      findNeighbour(this.db, lecture.courseSn, lecture.sortOrder, lcNo, 'prev'),
      // The watermark names the member on paid lectures, unless the console turned it off for the course (decision 084).
      lecture.isFree === 'N' && lecture.watermark === 'Y' ? findMemberFacts(this.db, memberId) : Promise.resolve(undefined),
      this.videoSeconds(lecture),
    ]);
    let media: PlayInfoResponse['media'] = null;
    let subtitles: PlayInfoResponse['subtitles'] = [];
    if (lecture.mediaKey && (await this.media.duration(lecture.mediaKey)) !== null) {
      // Recorded before the link leaves: the signed playlist is the gate to the keys (refunds count deliveries, 080).
      await this.recordDeliveries(memberId, lcNo, lines);
      // Each signed link is a stream: starting one here takes the seat of the member's oldest beyond MAX_STREAMS.
      const streamId = newStreamId();
      await startStream(this.db, { streamId, memberId, sessionId, lcNo }, this.protection.maxStreams, this.signer.ttl);
      const { token, expiresAt } = this.signer.sign({ memberId, streamId, mediaKey: lecture.mediaKey }, lcNo);
      // Subtitles sit under the same signed prefix as the playlists: the link that plays the video fetches them.
      const hls = fillPath(playApi.hlsMaster.path, { lc_no: lcNo, token, name: 'master' });
      subtitles = await this.media.subtitles(lcNo, hls.slice(0, hls.lastIndexOf('/') + 1));
      media = {
        hls,
        expires_at: expiresAt.toISOString(),
        renditions: await this.media.renditions(lecture.mediaKey),
      };
    }
    // Resuming at the very end would show only the last frame: start again from the beginning.
    const resume = progress && progress.position < duration - 5 ? progress.position : 0;
    return {
      lecture: { lc_no: lecture.lcNo, title: lecture.title, sort: lecture.sortOrder, is_preview: yn(lecture.isPreview) },
      course: {
        course_sn: lecture.courseSn,
        title: lecture.courseTitle,
        teacher_name: lecture.teacherName,
        is_free: yn(lecture.isFree),
        is_demo: yn(lecture.isDemo),
      },
      duration,
      media,
      resume_second: resume,
      max_second: progress?.maxSecond ?? 0,
      completed: progress?.completedAt ? 'Y' : 'N',
      prev_lc_no: prev?.lcNo ?? null,
      next_lc_no: next?.lcNo ?? null,
      watermark: member ? `${maskEmail(member.email)} · 회원번호 ${memberId}` : null,
      player: newPlayerId(),
      subtitles,
    };
  }

  /** The next lecture of the same course (public facts, like the lecture list). */
  async next(lcNo: number): Promise<NextResponse> {
    const lecture = await this.lecture(lcNo);
    const next = await findNeighbour(this.db, lecture.courseSn, lecture.sortOrder, lcNo, 'next');
    return next ? { lc_no: next.lcNo, title: next.title, course_sn: next.courseSn, is_preview: yn(next.isPreview) } : null;
  }

  /**
   * The member's next lecture to watch (the specification's `GET /api/rs/next` with no payload), from their
   * learning: in the course watched most recently, the last lecture watched while unfinished, else the one after
   * it; a course whose last lecture is done gives way to the next course. Null when nothing is left.
   */
  async nextToWatch(memberId: number): Promise<NextResponse> {
    for (const course of await learningByCourse(this.db, memberId)) {
      const completed = new Set(course.completedLcNos ?? []);
      if (!completed.has(course.lastLcNo)) {
        const last = await findLectureFacts(this.db, course.lastLcNo);
        if (last) return { lc_no: last.lcNo, title: last.title, course_sn: last.courseSn, is_preview: yn(last.isPreview) };
        continue;
      }
      const next = await this.next(course.lastLcNo).catch(() => null);
      if (next && !completed.has(next.lc_no)) return next;
    }
    return null;
  }

  /**
   * One statement (session check and save together) on the progress pool, batched with the
   * saves arriving meanwhile (progress-batcher.ts). No row back:
   * either the session is not valid (the caller re-runs the full auth guard for the exact
   * code) or playback was never started (3011).
   */
  async setTime(who: { memberId: number; sessionId: string }, body: SetTimeBody): Promise<SetTimeResponse | null> {
    const row = await this.progress.save({ memberId: who.memberId, sessionId: who.sessionId, lcNo: body.lc_no, player: body.player, second: body.play_second });
    if (!row) return null;
    return { lc_no: body.lc_no, resume_second: row.position, max_second: row.maxSecond, completed: row.completedAt ? 'Y' : 'N' };
  }

  async learning(memberId: number): Promise<LearningResponse> {
    const rows = await learningByCourse(this.db, memberId);
    const titles = new Map((await lectureTitles(this.db, rows.map((r) => r.lastLcNo))).map((t) => [t.lcNo, t.title]));
    return {
      list: rows.map((r) => ({
        course_sn: r.courseSn,
        title: r.title,
        cover: coverPath(r.courseSn, r.coverImage, r.updatedAt),
        is_demo: yn(r.isDemo),
        lecture_count: r.lectureCount,
        started_count: r.startedCount,
        completed_count: r.completedCount,
        progress_percent: percent(r.completedCount, r.lectureCount),
        last_watched_at: new Date(r.lastWatchedAt).toISOString(),
        last_lc_no: r.lastLcNo,
        last_lecture_title: titles.get(r.lastLcNo) ?? '',
        completed_lc_nos: r.completedLcNos ?? [],
      })),
    };
  }

  async latest(memberId: number, page: number, size: number): Promise<LatestResponse> {
    const rows = await latestWatched(this.db, memberId, size, (page - 1) * size);
    return {
      list: rows.map((r) => ({
        lc_no: r.lcNo,
        title: r.title,
        course_sn: r.courseSn,
        course_title: r.courseTitle,
        cover: coverPath(r.courseSn, r.coverImage, r.updatedAt),
        duration: r.durationSec,
        resume_second: r.position,
        max_second: r.maxSecond,
        progress_percent: percent(r.maxSecond, r.durationSec),
        completed: r.completedAt ? 'Y' : 'N',
        watched_at: r.watchedAt.toISOString(),
      })),
      total: rows[0]?.total ?? 0,
      page,
      size,
    };
  }

  /**
   * What a playlist or key request must pass besides the signature: the stream's session live and its member active
   * (0904/0905: signed out, pushed out, suspended), the stream not taken over by another device (3040), the access
   * rule again (3010 after a refund or a pass that ended), and the lecture still showing the signed video (3012).
   * `bearer`, when the request carries one, must be the stream's own session.
   */
  private async checkStream(lcNo: number, token: string, bearer: { memberId: number; sessionId: string } | null): Promise<{ grant: MediaGrant; lecture: LectureFacts }> {
    const grant = await this.streamGrant(lcNo, token, bearer);
    const { lecture, lines } = await this.authorizeContent(grant.memberId, lcNo);
    if (lecture.mediaKey !== grant.mediaKey) throw new AppError('MEDIA_LINK_INVALID');
    // A link issued under an earlier purchase still delivers under the one that unlocks it now (080).
    await this.recordDeliveries(grant.memberId, lcNo, lines);
    return { grant, lecture };
  }

  /**
   * The signature, the stream's session and member, and the stream not taken over: what every protected playlist or
   * key checks before its own access rule. `scope` is a lecture's number, or a live class's as a negative number
   * (decision 140); `invalid` is the code a bad or foreign link answers.
   */
  async streamGrant(scope: number, token: string, bearer: { memberId: number; sessionId: string } | null, invalid: CodeName = 'MEDIA_LINK_INVALID'): Promise<MediaGrant> {
    const grant = this.signer.verify(token, scope);
    if (grant === null) throw new AppError(invalid);
    const stream = await findStreamState(this.db, grant.streamId);
    if (!stream || stream.memberId !== grant.memberId) throw new AppError(invalid);
    if (bearer && (bearer.memberId !== grant.memberId || bearer.sessionId !== stream.sessionId)) throw new AppError(invalid);
    if (stream.status !== 'active') throw new AppError('ACCOUNT_BLOCKED');
    if (stream.endedAt) throw sessionEnded(stream.endReason);
    if (stream.replacedAt) throw new AppError('STREAM_TAKEN_OVER');
    return grant;
  }

  /**
   * A protected stream of something that is not a lecture (a live class, decision 140) under the same seat rule: it
   * takes the seat of the member's oldest stream beyond MAX_STREAMS, a lecture's or a class's alike. `scope` is
   * negative (minus the class's id), so its links never verify on a lecture's path, nor a lecture's on its.
   */
  async openStream(who: { memberId: number; sessionId: string }, scope: number, mediaKey: string, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
    const streamId = newStreamId();
    await startStream(this.db, { streamId, memberId: who.memberId, sessionId: who.sessionId, lcNo: scope }, this.protection.maxStreams, Math.max(ttlSeconds, this.signer.ttl));
    return this.signer.sign({ memberId: who.memberId, streamId, mediaKey }, scope, ttlSeconds);
  }

  /** A stream link's grant from its signature alone (no I/O): what a segment checks. */
  verifyLink(scope: number, token: string): MediaGrant | null {
    return this.signer.verify(token, scope);
  }

  /** The text drawn over a protected picture: enough for a person to recognise their own account on a leaked recording. */
  async watermarkOf(memberId: number): Promise<string> {
    const member = await findMemberFacts(this.db, memberId);
    return `${maskEmail(member?.email ?? '')} · 회원번호 ${memberId}`;
  }

  /**
   * Whether the member's stream still plays on this device: the signature, the session and the stream only (one
   * look-up), asked every few seconds by a playing player so a takeover stops it at once (decision 107).
   */
  async streamState(lcNo: number, token: string, bearer: { memberId: number; sessionId: string }): Promise<StreamStateResponse> {
    const grant = this.signer.verify(token, lcNo);
    if (grant === null) throw new AppError('MEDIA_LINK_INVALID');
    const stream = await findStreamState(this.db, grant.streamId);
    if (!stream || stream.memberId !== bearer.memberId || stream.sessionId !== bearer.sessionId) throw new AppError('MEDIA_LINK_INVALID');
    if (stream.replacedAt) throw new AppError('STREAM_TAKEN_OVER');
    return { lc_no: lcNo };
  }

  /** A master or variant playlist behind a signed path (a few per playback: the checks run here, not per segment). */
  async playlist(lcNo: number, token: string, file: string, bearer: { memberId: number; sessionId: string } | null) {
    const { grant } = await this.checkStream(lcNo, token, bearer);
    const found = await this.media.read(grant.mediaKey, file);
    if (!found) throw new AppError('MEDIA_NOT_READY');
    return found.body;
  }

  /** A lecture's WebVTT subtitle (`subtitles/ko.vtt`) behind the signed path, with the same checks as a playlist. */
  async subtitle(lcNo: number, token: string, lang: string, bearer: { memberId: number; sessionId: string } | null) {
    await this.checkStream(lcNo, token, bearer);
    const found = await this.media.subtitle(lcNo, `subtitles/${lang}.vtt`);
    if (!found) throw new AppError('MEDIA_NOT_READY');
    return found.body;
  }

  /**
   * An offline licence's gate (decision 114): the same access rule as a playlist, and the release recorded as a delivery
   * on the purchase lines that unlock the lecture, so a refund counts it. Renewal comes through here too, so a refund,
   * an expired entitlement or a frozen line refuses it.
   */
  async offlineRelease(memberId: number, lcNo: number): Promise<{ mediaKey: string; title: string; courseTitle: string }> {
    const { lecture, lines } = await this.authorizeContent(memberId, lcNo);
    if (!lecture.mediaKey || (await this.media.duration(lecture.mediaKey)) === null) throw new AppError('MEDIA_NOT_READY');
    await this.recordDeliveries(memberId, lcNo, lines);
    return { mediaKey: lecture.mediaKey, title: lecture.title, courseTitle: lecture.courseTitle };
  }

  /** The 16 bytes of a content key, to the signed-in member whose stream it is (the player sends the bearer token). */
  async key(lcNo: number, token: string, kid: string, bearer: { memberId: number; sessionId: string }): Promise<Buffer> {
    const { grant } = await this.checkStream(lcNo, token, bearer);
    const opened = await this.protection.keys.open(kid);
    if (!opened || opened.mediaKey !== grant.mediaKey) throw new AppError('MEDIA_LINK_INVALID');
    return opened.key;
  }
}
