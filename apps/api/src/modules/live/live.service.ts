import type { LiveScheduleBody } from '@school/contracts/admin';
import type { LiveClassRow, LiveDetail } from '@school/contracts';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
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

  async list(): Promise<{ list: LiveClassRow[] }> {
    return { list: (await q.listClasses(this.d.db)).map(row) };
  }

  async detail(id: number, viewer: Viewer): Promise<LiveDetail> {
    const c = await this.find(id);
    const a = await this.access(c, viewer);
    return {
      ...row(c),
      slow_mode_sec: c.slowModeSec,
      pinned: c.pinned,
      access: { can_watch: a.ok, can_write: a.ok && a.canWrite, reason: a.ok ? null : a.reason, moderator: a.moderator },
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
      banned: false,
      hasPassOrSubscription: memberId !== null && audience.kind === 'pass' && (await q.hasPass(this.d.db, memberId)),
      ownedCourseIds: memberId !== null && audience.kind === 'course' && (await this.d.courseAccess(memberId, audience.courseId)) ? [audience.courseId] : [],
      seminarIds: memberId !== null && audience.kind === 'seminar' && (await q.signedUpFor(this.d.db, memberId, audience.seminarId)) ? [audience.seminarId] : [],
    });
    return { ...answer, moderator };
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
    return { live: adminRow(await this.find(id)) };
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
