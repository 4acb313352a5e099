import { koreanMoment } from '@school/contracts';
import type {
  AdminGrantBody,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberRow,
  AdminMemberSearchQuery,
  AdminRoleBody,
  AdminStatusBody,
} from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { dropSuspension, saveSuspension } from '../../db/suspensions.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { hasRole, roleOf, type Role } from '../../http/auth.ts';
import type { Commerce } from '../commerce/commerce.ts';
import {
  endLiveSessions,
  lockMemberByEmail,
  lockMemberForChange,
  memberAccess,
  memberChanges,
  memberLearning,
  memberOrders,
  memberProfile,
  memberSessions,
  searchMembers,
  setMemberRole,
  setTeacherLink,
  teacherLink,
  setMemberStatus,
} from './admin-members.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
type Status = AdminMemberRow['status'];
const statusOf = (s: string): Status => (s === 'suspended' || s === 'withdrawn' || s === 'dormant' ? s : 'active');

function toRow(r: { id: number; email: string; userName: string | null; nickname: string | null; hpno: string | null; status: string; role: string; createdAt: Date }): AdminMemberRow {
  return {
    id: r.id,
    email: r.email,
    user_name: r.userName ?? '',
    nickname: r.nickname ?? '',
    hpno: r.hpno ?? '',
    status: statusOf(r.status),
    role: roleOf(r.role),
    created_at: iso(r.createdAt),
  };
}

/**
 * Members and support in the console (docs/decisions/060): find a member, see what support needs,
 * suspend or restore, end sessions, give a pass by hand, change roles. Every change is one transaction
 * with its audit row.
 */
export class AdminMembersService {
  constructor(
    private readonly db: Db,
    private readonly commerce: Pick<Commerce, 'products' | 'payments'>,
  ) {}

  async search(q: AdminMemberSearchQuery): Promise<AdminMemberList> {
    const { total, rows } = await searchMembers(this.db, q);
    return { total, page: q.page, size: q.size, list: rows.map(toRow) };
  }

  async detail(memberId: number): Promise<AdminMemberDetail> {
    const profile = await memberProfile(this.db, memberId);
    if (!profile) throw new AppError('ADMIN_MEMBER_NOT_FOUND');
    const [orders, access, sessions, learning, changes, teacherSn] = await Promise.all([
      memberOrders(this.db, memberId),
      memberAccess(this.db, memberId),
      memberSessions(this.db, memberId),
      memberLearning(this.db, memberId),
      memberChanges(this.db, memberId),
      teacherLink(this.db, memberId),
    ]);
    return {
      profile: {
        ...toRow(profile),
        birth: profile.birth,
        is_market: profile.isMarket === 'Y' ? 'Y' : 'N',
        guardian_name: profile.guardianName,
        withdrawn_at: isoOrNull(profile.withdrawnAt),
        teacher_sn: teacherSn ?? null,
      },
      orders: orders.map((o) => ({
        order_id: o.orderId,
        order_name: o.orderName,
        status: o.status,
        amount: o.amount,
        refund_amount: o.refundAmount,
        paid_at: isoOrNull(o.paidAt),
        created_at: iso(o.createdAt),
      })),
      access: access.map((a) => ({
        kind: a.kind === 'course' ? 'course' : 'pass',
        title: a.orderName ?? (a.kind === 'course' ? (a.courseTitle ?? '강의') : '이용권 (수동 지급)'),
        order_id: a.orderId,
        valid_from: iso(a.validFrom),
        valid_until: isoOrNull(a.validUntil),
      })),
      sessions: sessions.map((s) => ({
        os: s.os,
        ip: s.ip,
        created_at: iso(s.createdAt),
        last_used_at: iso(s.lastUsedAt),
        ended_at: isoOrNull(s.endedAt),
        end_reason: s.endReason,
      })),
      learning: learning.map((l) => ({
        course_sn: l.courseSn,
        title: l.title,
        lectures_started: l.started,
        lectures_completed: l.completed,
        watched_seconds: l.watched,
        last_watched_at: iso(l.lastWatchedAt),
      })),
      changes: changes.map((c) => ({ action: c.action, reason: c.reason, actor_email: c.actorEmail, created_at: iso(c.createdAt) })),
    };
  }

  /** Suspends (the member's next call answers 0905) or restores an account. */
  async setStatus(actor: Actor & { role: Role }, memberId: number, body: AdminStatusBody): Promise<AdminMemberRow> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockTarget(tx, actor, memberId);
      if (before.status === body.status) throw new AppError('ADMIN_STATUS_UNCHANGED');
      // A sleeping account's profile is sealed apart: only the member wakes it, by signing in (decision 071).
      if (before.status === 'dormant') throw new AppError('ADMIN_WITHDRAWN_MEMBER', { message: '휴면 회원입니다. 회원이 다시 로그인해 본인 확인을 하면 풀립니다.' });
      await setMemberStatus(tx, memberId, body.status);
      // What the member is told at sign-in: why, and until when (the end of that Korean day).
      const until = body.status === 'suspended' && body.until ? koreanMoment(body.until, '23:59:59.999') : null;
      if (until && until.getTime() <= Date.now()) throw new AppError('ADMIN_SUSPEND_PAST');
      if (body.status === 'suspended') await saveSuspension(tx, memberId, body.member_notice ?? '', until);
      else await dropSuspension(tx, memberId);
      await recordChange(tx, actor, {
        action: body.status === 'suspended' ? 'member.suspend' : 'member.restore',
        targetType: 'member',
        targetId: memberId,
        before: { status: before.status },
        after: body.status === 'suspended' ? { status: body.status, notice: body.member_notice, until: body.until ?? null } : { status: body.status },
        reason: body.reason,
      });
    });
    return this.row(memberId);
  }

  /** Signs the member out everywhere (stolen device, shared account). */
  async endSessions(actor: Actor & { role: Role }, memberId: number, reason: string): Promise<{ ended: number }> {
    return this.db.transaction(async (tx) => {
      await this.lockTarget(tx, actor, memberId);
      const ended = await endLiveSessions(tx, memberId, 'admin');
      await recordChange(tx, actor, { action: 'member.end_sessions', targetType: 'member', targetId: memberId, after: { ended }, reason });
      return { ended };
    });
  }

  /** A pass given by hand (compensation, partner, test account), extending a running pass of its scope. */
  async grantPass(actor: Actor & { role: Role }, memberId: number, body: AdminGrantBody): Promise<AdminMemberDetail['access'][number]> {
    const product = await this.commerce.products.row(body.product_id);
    const granted = await this.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, actor, memberId);
      if (target.status === 'withdrawn') throw new AppError('ADMIN_WITHDRAWN_MEMBER');
      const g = await this.commerce.payments.grantPassByHand(tx, memberId, product);
      await recordChange(tx, actor, {
        action: 'member.grant_pass',
        targetType: 'member',
        targetId: memberId,
        after: { product_id: body.product_id, title: g.title, valid_from: iso(g.validFrom), valid_until: iso(g.validUntil) },
        reason: body.reason,
      });
      return g;
    });
    return { kind: 'pass', title: `${granted.title} (수동 지급)`, order_id: null, valid_from: iso(granted.validFrom), valid_until: iso(granted.validUntil) };
  }

  /** Roles are an admin's decision (the route requires admin); an admin cannot change their own. */
  async setRole(actor: Actor & { role: Role }, memberId: number, body: AdminRoleBody): Promise<AdminMemberRow> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockTarget(tx, actor, memberId);
      if (before.status === 'withdrawn') throw new AppError('ADMIN_WITHDRAWN_MEMBER');
      // A teacher's role is tied to a teacher profile (decision 095); the profile may change with the role kept.
      if (body.role === 'teacher' && body.teacher_sn === undefined) throw new AppError('TEACHER_PROFILE_REQUIRED');
      const linked = await teacherLink(tx, memberId);
      const teacherSn = body.role === 'teacher' ? (body.teacher_sn ?? null) : null;
      if (roleOf(before.role) === body.role && (linked ?? null) === teacherSn) throw new AppError('ADMIN_STATUS_UNCHANGED', { message: '이미 그 권한을 가진 회원입니다.' });
      await setMemberRole(tx, memberId, body.role);
      const link = await setTeacherLink(tx, memberId, teacherSn);
      if (link === 'missing') throw new AppError('TEACHER_PROFILE_NOT_FOUND');
      if (link === 'taken') throw new AppError('TEACHER_PROFILE_TAKEN');
      // A lowered role takes effect now: the operator's open console sessions end.
      if (!hasRole(body.role, roleOf(before.role))) await endLiveSessions(tx, memberId, 'role_changed');
      await recordChange(tx, actor, { action: 'member.role', targetType: 'member', targetId: memberId, before: { role: before.role }, after: { role: body.role, ...(teacherSn === null ? {} : { teacher_sn: teacherSn }) }, reason: body.reason });
    });
    return this.row(memberId);
  }

  private async row(memberId: number): Promise<AdminMemberRow> {
    const p = await memberProfile(this.db, memberId);
    if (!p) throw new AppError('ADMIN_MEMBER_NOT_FOUND');
    return toRow(p);
  }

  /** The member to change, locked; never oneself, and an operator account only by an admin. */
  private async lockTarget(tx: Parameters<Parameters<Db['transaction']>[0]>[0], actor: Actor & { role: Role }, memberId: number) {
    const target = await lockMemberForChange(tx, memberId);
    if (!target) throw new AppError('ADMIN_MEMBER_NOT_FOUND');
    if (target.id === actor.memberId) throw new AppError('ADMIN_SELF_CHANGE');
    if (roleOf(target.role) !== 'member' && actor.role !== 'admin') throw new AppError('ADMIN_RANK_REQUIRED');
    return target;
  }
}

/**
 * `npm run admin -- grant <email> [--role staff|admin]` / `revoke <email>`: the way to make the first
 * admin. Audited with actor 0 (the command line). Returns a Korean line for the terminal.
 */
export async function roleFromCommandLine(db: Db, typed: string, role: Role): Promise<string> {
  const email = typed.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const target = await lockMemberByEmail(tx, email);
    if (!target) throw new AppError('ADMIN_MEMBER_NOT_FOUND', { message: `${email}: 가입한 회원이 없습니다. 먼저 회원가입해 주세요.` });
    if (target.status !== 'active') throw new AppError('ADMIN_WITHDRAWN_MEMBER', { message: `${email}: 정지되었거나 탈퇴한 계정입니다.` });
    if (roleOf(target.role) === role) return `${email}: 이미 ${role} 권한입니다.`;
    await setMemberRole(tx, target.id, role);
    if (!hasRole(role, roleOf(target.role))) await endLiveSessions(tx, target.id, 'role_changed');
    await recordChange(tx, { memberId: 0, ip: 'command-line' }, { action: 'member.role', targetType: 'member', targetId: target.id, before: { role: target.role }, after: { role }, reason: 'npm run admin' });
    return `${email}: ${target.role} → ${role}`;
  });
}
