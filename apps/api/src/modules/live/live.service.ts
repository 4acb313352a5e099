import type { LiveBanBody, LiveRecordingBody, LiveScheduleBody } from '@school/contracts/admin';
import type { LiveClassRow, LiveDetail, LiveListQuery } from '@school/contracts';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { hasRole, type Role } from '../../http/auth.ts';
import { liveAccess, type AccessAnswer, type LiveAudience } from './access.ts';
import type { ChatBus } from './chat-bus.ts';
import * as q from './live.queries.ts';
import { ingestAddress, issueStreamKey } from './stream-key.ts';

/** Who asks: a signed-in member with their role, or a visitor (null). */
export type Viewer = { memberId: number; role: Role } | null;

export interface LiveDeps {
  db: Db;
  bus: ChatBus;
  /** The ingest server's base address OBS is given beside the key (the ingest adapter's). */
  ingestBase: string;
  /** Playback's course-access rule: may this member watch the course (bought it, or a pass covering it)? */
  courseAccess: (memberId: number, courseSn: number) => Promise<boolean>;
  /** The media store's length of a processed video in seconds, or null when there is none (decision 134). */
  mediaDuration: (mediaKey: string) => Promise<number | null>;
  /** The studio's way in: a lecture added to the course's proposal, published by the school's review (decision 134). */
  proposeLecture: (
    tx: Tx,
    p: { courseSn: number; teacherSn: number; createdBy: number; ownBy: number | null; lecture: { title: string; duration_sec: number; media_key: string } },
  ) => Promise<{ draftSn: number } | 'busy' | 'not_own'>;
  /** `live.ended` goes here after the class's end committed (the ingest cuts the push, decision 141). */
  events?: DomainEvents;
}

export type Access = AccessAnswer & { moderator: boolean };

const row = (c: q.LiveClass): LiveClassRow => ({
  live_id: c.id,
  title: c.title,
  teacher_sn: c.teacherSn,
  teacher: c.teacher,
  starts_at: c.startsAt.toISOString(),
  audience: c.audience as LiveClassRow['audience'],
  course_sn: c.courseSn,
  seminar_sn: c.seminarSn,
  state: c.state as LiveClassRow['state'],
});
const adminRow = (c: q.LiveClass) => ({ ...row(c), slow_mode_sec: c.slowModeSec, pinned: c.pinned, key_hint: c.keyHint });

const banRow = (b: Awaited<ReturnType<typeof q.listBans>>[number]) => ({
  member_id: b.memberId,
  nick: b.nick ?? b.name ?? '회원',
  email: b.email,
  reason: b.reason,
  banned_by: b.bannedBy,
  created_at: b.createdAt.toISOString(),
});

/**
 * Watch time per member from their connections: overlapping connections (two tabs, a reconnect before the old socket
 * timed out) count once, and nothing after the class ended counts. Sorted by time watched, longest first.
 */
export function watchTimes(sessions: { memberId: number; nick: string; from: Date; to: Date; open: boolean }[], endedAt: Date | null) {
  const byMember = new Map<number, typeof sessions>();
  for (const s of sessions) byMember.set(s.memberId, [...(byMember.get(s.memberId) ?? []), s]);
  return [...byMember.entries()]
    .map(([memberId, list]) => {
      const spans = list
        .map((s) => [s.from.getTime(), Math.min(s.to.getTime(), endedAt?.getTime() ?? Infinity)] as const)
        .filter(([a, b]) => b > a)
        .sort((x, y) => x[0] - y[0]);
      let ms = 0;
      let cur: [number, number] | null = null;
      for (const [a, b] of spans) {
        if (cur && a <= cur[1]) cur[1] = Math.max(cur[1], b);
        else {
          if (cur) ms += cur[1] - cur[0];
          cur = [a, b];
        }
      }
      if (cur) ms += cur[1] - cur[0];
      return {
        member_id: memberId,
        nick: list[0]!.nick,
        first_joined_at: new Date(Math.min(...list.map((s) => s.from.getTime()))).toISOString(),
        last_seen_at: new Date(Math.max(...list.map((s) => s.to.getTime()))).toISOString(),
        watched_sec: Math.round(ms / 1000),
        sessions: list.length,
        watching: list.some((s) => s.open),
      };
    })
    .sort((a, b) => b.watched_sec - a.watched_sec || a.member_id - b.member_id);
}

export function audienceOf(c: q.LiveClass): LiveAudience {
  if (c.audience === 'course') return { kind: 'course', courseId: c.courseSn! };
  if (c.audience === 'seminar') return { kind: 'seminar', seminarId: c.seminarSn! };
  return { kind: c.audience as 'free' | 'members' | 'pass' };
}

/**
 * The schedule of live classes (decision 120): members read it with whether they may watch, the console schedules,
 * edits, rotates keys and ends. Every console write is audited; the stream key is only ever in the answer that made it.
 */
export class LiveService {
  constructor(private readonly d: LiveDeps) {}

  async find(id: number): Promise<q.LiveClass> {
    const c = await q.findClass(this.d.db, id);
    if (!c) throw new AppError('LIVE_NOT_FOUND');
    return c;
  }

  async list(f: LiveListQuery = {}): Promise<{ list: LiveClassRow[] }> {
    return { list: (await q.listClasses(this.d.db, undefined, { courseSn: f.course_sn, upcoming: f.upcoming === 'Y' })).map(row) };
  }

  async detail(id: number, viewer: Viewer): Promise<LiveDetail> {
    const c = await this.find(id);
    const a = await this.access(c, viewer);
    return {
      ...row(c),
      slow_mode_sec: c.slowModeSec,
      pinned: c.pinned,
      access: { can_watch: a.ok, can_write: a.ok && a.canWrite, reason: a.ok ? null : a.reason, moderator: a.moderator },
      reminder: viewer !== null && (await q.hasReminder(this.d.db, id, viewer.memberId)),
    };
  }

  /** The audience rule with the facts fetched only for the audience this class has. */
  async access(c: q.LiveClass, viewer: Viewer): Promise<Access> {
    const moderator = viewer !== null && (hasRole(viewer.role, 'staff') || (await q.teacherOfMember(this.d.db, viewer.memberId))?.teacherSn === c.teacherSn);
    const memberId = viewer?.memberId ?? null;
    const audience = audienceOf(c);
    const answer = liveAccess(audience, {
      memberId,
      isStaffOrTeacher: moderator,
      banned: memberId !== null && !moderator && (await q.isBanned(this.d.db, memberId)),
      hasPassOrSubscription: memberId !== null && audience.kind === 'pass' && (await q.hasPass(this.d.db, memberId)),
      ownedCourseIds: memberId !== null && audience.kind === 'course' && (await this.d.courseAccess(memberId, audience.courseId)) ? [audience.courseId] : [],
      seminarIds: memberId !== null && audience.kind === 'seminar' && (await q.signedUpFor(this.d.db, memberId, audience.seminarId)) ? [audience.seminarId] : [],
    });
    return { ...answer, moderator };
  }

  // ── Reminders (decision 129) ───────────────────────────────────────────────────

  /** A member who may watch sets a reminder on a class that has not started; the job sends it 10 minutes before. */
  async remind(viewer: NonNullable<Viewer>, id: number) {
    const c = await this.find(id);
    const a = await this.access(c, viewer);
    if (!a.ok) throw new AppError(a.reason === 'banned' ? 'LIVE_BANNED' : 'LIVE_NOT_ENTITLED');
    if (c.state !== 'scheduled' || c.startsAt.getTime() <= Date.now()) throw new AppError('LIVE_REMINDER_CLOSED');
    await q.setReminder(this.d.db, id, viewer.memberId);
    return { live_id: id, reminder: true };
  }

  async unremind(memberId: number, id: number) {
    await this.find(id);
    await q.dropReminder(this.d.db, id, memberId);
    return { live_id: id, reminder: false };
  }

  async reminders(memberId: number) {
    return { live_ids: await q.remindersOf(this.d.db, memberId) };
  }

  // ── Bans (decision 129): staff, every class, audited; open sockets are closed through the bus ──

  async bans() {
    return { list: (await q.listBans(this.d.db)).map(banRow) };
  }

  async ban(actor: Actor, body: LiveBanBody) {
    const role = await q.roleOfMember(this.d.db, body.member_id);
    if (role !== 'member') throw new AppError('LIVE_BAN_TARGET');
    await this.d.db.transaction(async (tx) => {
      await q.upsertBan(tx, body.member_id, body.reason, actor.memberId);
      await recordChange(tx, actor, { action: 'live.ban', targetType: 'member', targetId: body.member_id, after: { banned: true }, reason: body.reason });
    });
    for (const classId of await q.openClassIds(this.d.db)) await this.d.bus.publish({ type: 'banned', classId, memberId: body.member_id });
    const [ban] = await q.listBans(this.d.db, body.member_id);
    return { ban: banRow(ban!) };
  }

  async unban(actor: Actor, memberId: number) {
    await this.d.db.transaction(async (tx) => {
      const before = await q.deleteBan(tx, memberId);
      if (!before) throw new AppError('LIVE_BAN_NOT_FOUND');
      await recordChange(tx, actor, { action: 'live.unban', targetType: 'member', targetId: memberId, before: { banned: true, reason: before.reason, banned_by: before.bannedBy }, after: { banned: false } });
    });
    return { member_id: memberId };
  }

  // ── Attendance and live now (decision 129) ─────────────────────────────────────

  /** Who watched one class and for how long; the teacher of the class or staff. */
  async attendance(actor: Actor & { role: Role }, id: number) {
    const c = await this.find(id);
    if (!hasRole(actor.role, 'staff') && (await this.ownTeacher(actor.memberId)) !== c.teacherSn) throw new AppError('LIVE_NOT_OWN');
    const [rows, ended, now] = await Promise.all([q.attendanceOf(this.d.db, id), q.endedAt(this.d.db, id), q.watchingNow(this.d.db, id)]);
    const list = watchTimes(
      rows.map((r) => ({ memberId: r.memberId!, nick: r.nick ?? '회원', from: r.joinedAt, to: r.open ? new Date() : r.seenAt, open: r.open })),
      ended,
    );
    return { live_id: id, title: c.title, state: c.state as 'scheduled' | 'live' | 'ended', now_watching: now, members: list.length, list };
  }

  /** The console's 라이브 현황: staff see every class on air, a teacher their own. */
  async now(actor: Actor & { role: Role }) {
    const teacherSn = hasRole(actor.role, 'staff') ? undefined : await this.ownTeacher(actor.memberId);
    return {
      list: (await q.onAir(this.d.db, teacherSn)).map((r) => ({
        live_id: r.id,
        title: r.title,
        teacher: r.teacher,
        starts_at: r.startsAt.toISOString(),
        viewers: r.viewers,
        chat_last_min: r.lastMin,
        chat_per_min_10: Math.round(r.last10 / 10 * 10) / 10,
        messages_total: r.total,
        ingest: { state: r.ingestState, kbps: r.kbps, dropped_frames: r.dropped },
      })),
    };
  }

  // ── Console ─────────────────────────────────────────────────────────────────

  /** Staff see every class; a teacher only their own (a console member linked to no teacher sees nothing of it). */
  async adminList(actor: Actor & { role: Role }) {
    const teacherSn = hasRole(actor.role, 'staff') ? undefined : await this.ownTeacher(actor.memberId);
    return { list: (await q.listClasses(this.d.db, teacherSn)).map(adminRow) };
  }

  async schedule(actor: Actor & { role: Role }, body: LiveScheduleBody) {
    const fields = await this.fields(actor, body);
    const key = issueStreamKey();
    const id = await this.d.db.transaction(async (tx) => {
      const id = await q.insertClass(tx, fields, key, actor.memberId);
      await recordChange(tx, actor, { action: 'live.schedule', targetType: 'live_class', targetId: id, after: { ...fields, key_hint: key.hint } });
      return id;
    });
    return this.keyAnswer(await this.find(id), key.key);
  }

  async edit(actor: Actor & { role: Role }, id: number, body: LiveScheduleBody) {
    const before = await this.owned(actor, id);
    const fields = await this.fields(actor, body, before.teacherSn);
    await this.d.db.transaction(async (tx) => {
      await q.updateClass(tx, id, fields);
      await recordChange(tx, actor, { action: 'live.edit', targetType: 'live_class', targetId: id, before: adminRow(before), after: fields });
    });
    const after = await this.find(id);
    if (after.slowModeSec !== before.slowModeSec) await this.d.bus.publish({ type: 'slow_mode', classId: id, seconds: after.slowModeSec });
    if (after.pinned !== before.pinned) await this.d.bus.publish({ type: 'pinned', classId: id, text: after.pinned });
    return { live: adminRow(after) };
  }

  async rotateKey(actor: Actor & { role: Role }, id: number) {
    const before = await this.owned(actor, id);
    const key = issueStreamKey();
    await this.d.db.transaction(async (tx) => {
      await q.setKey(tx, id, key);
      await recordChange(tx, actor, { action: 'live.rotate_key', targetType: 'live_class', targetId: id, before: { key_hint: before.keyHint }, after: { key_hint: key.hint } });
    });
    return this.keyAnswer(await this.find(id), key.key);
  }

  async move(actor: Actor & { role: Role }, id: number, state: 'live' | 'ended') {
    const before = await this.owned(actor, id);
    await this.d.db.transaction(async (tx) => {
      if (!(await q.setState(tx, id, state))) throw new AppError('LIVE_ENDED');
      await recordChange(tx, actor, { action: `live.${state === 'live' ? 'start' : 'end'}`, targetType: 'live_class', targetId: id, before: { state: before.state }, after: { state } });
    });
    await this.d.bus.publish({ type: 'status', classId: id, status: state });
    // The push is cut and the broadcast kept as a video after the answer (ffmpeg finishes its last segment first).
    if (state === 'ended') void this.d.events?.publish('live.ended', { classId: id, title: before.title, endedBy: actor.memberId });
    return { live: adminRow(await this.find(id)) };
  }

  /**
   * The recording of an ended class as a new lecture of one of its teacher's courses (decision 134): the class's
   * teacher or staff pick a processed video (uploaded through 영상 관리, the existing upload and transcode path); it
   * goes into the course's studio proposal, which the school reviews and publishes. Once per class.
   */
  async attachRecording(actor: Actor & { role: Role }, id: number, body: LiveRecordingBody) {
    const c = await this.find(id);
    const staff = hasRole(actor.role, 'staff');
    if (!staff && (await this.ownTeacher(actor.memberId)) !== c.teacherSn) throw new AppError('LIVE_NOT_OWN');
    if (c.state !== 'ended') throw new AppError('LIVE_RECORDING_NOT_ENDED');
    if ((await q.courseTeacher(this.d.db, body.course_sn)) !== c.teacherSn) throw new AppError('LIVE_RECORDING_COURSE');
    const duration = await this.d.mediaDuration(body.media_key);
    if (duration === null || duration < 1) throw new AppError('LIVE_RECORDING_VIDEO');
    const title = body.title ?? `${c.title} 다시보기`.slice(0, 200);
    const draftSn = await this.d.db.transaction(async (tx) => {
      if (!(await q.claimRecording(tx, id, body.course_sn))) throw new AppError('LIVE_RECORDING_EXISTS');
      const made = await this.d.proposeLecture(tx, {
        courseSn: body.course_sn,
        teacherSn: c.teacherSn,
        createdBy: actor.memberId,
        ownBy: staff ? null : actor.memberId,
        lecture: { title, duration_sec: duration, media_key: body.media_key },
      });
      if (made === 'busy') throw new AppError('LIVE_RECORDING_DRAFT_BUSY');
      if (made === 'not_own') throw new AppError('LIVE_RECORDING_VIDEO');
      await q.setRecordingDraft(tx, id, made.draftSn);
      await recordChange(tx, actor, {
        action: 'live.recording',
        targetType: 'live_class',
        targetId: id,
        after: { course_sn: body.course_sn, draft_sn: made.draftSn, media_key: body.media_key, title },
      });
      return made.draftSn;
    });
    return { live_id: id, course_sn: body.course_sn, draft_sn: draftSn, title, duration_sec: duration };
  }

  private keyAnswer(c: q.LiveClass, streamKey: string) {
    return { live: adminRow(c), stream_key: streamKey, ingest_url: ingestAddress(this.d.ingestBase, c.id) };
  }

  private async ownTeacher(memberId: number): Promise<number> {
    const t = await q.teacherOfMember(this.d.db, memberId);
    if (!t) throw new AppError('LIVE_NOT_OWN');
    return t.teacherSn;
  }

  /** A class the actor may manage (staff: any; a teacher: their own), not yet ended. */
  private async owned(actor: Actor & { role: Role }, id: number): Promise<q.LiveClass> {
    const c = await this.find(id);
    if (!hasRole(actor.role, 'staff') && (await this.ownTeacher(actor.memberId)) !== c.teacherSn) throw new AppError('LIVE_NOT_OWN');
    if (c.state === 'ended') throw new AppError('LIVE_ENDED');
    return c;
  }

  /** The row's fields from the form: a teacher's classes are always theirs; the audience's course or seminar must exist. */
  private async fields(actor: Actor & { role: Role }, b: LiveScheduleBody, keepTeacher?: number): Promise<q.ClassFields> {
    let teacherSn: number;
    if (!hasRole(actor.role, 'staff')) teacherSn = await this.ownTeacher(actor.memberId);
    else {
      const picked = b.teacher_sn ?? keepTeacher;
      if (picked === undefined || !(await q.teacherExists(this.d.db, picked))) throw new AppError('LIVE_TEACHER_NOT_FOUND');
      teacherSn = picked;
    }
    if (b.course_sn !== null && !(await q.courseExists(this.d.db, b.course_sn))) throw new AppError('LIVE_AUDIENCE_REF');
    if (b.seminar_sn !== null && !(await q.seminarExists(this.d.db, b.seminar_sn))) throw new AppError('LIVE_AUDIENCE_REF');
    return {
      title: b.title,
      teacherSn,
      startsAt: b.starts_at,
      audience: b.audience,
      courseSn: b.course_sn,
      seminarSn: b.seminar_sn,
      slowModeSec: b.slow_mode_sec,
      pinned: b.pinned === '' ? null : b.pinned,
    };
  }
}
