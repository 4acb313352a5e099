import { type GuardianChild, type GuardianCorrectBody, type GuardianSession, type GuardianVerifyBody, koreanDay } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { Sealer } from '../../lib/sealer.ts';
import { ageOn } from '../auth/auth.rules.ts';
import type { CertificationService } from '../auth/certification.service.ts';
import { maskHpno, type MyService } from '../my/my.service.ts';
import { childOf, learning, recentOrders, setNames } from './guardian.queries.ts';

const SESSION_SECONDS = 30 * 60;
const GUARDIAN_AGE = 14;

interface GuardianKey {
  member_id: number;
  guardian_hpno: string;
  exp: number;
}

/**
 * A guardian's access to an under-14 member's data (the specification, 개인정보 보호법 §22-2; docs/decisions/072): the
 * guardian proves the phone recorded at the child's sign-up by SMS, then for 30 minutes may view the data,
 * correct the name, nickname and marketing choice, or withdraw the account. The key is sealed (AES-GCM), so it
 * needs no table; every call re-reads the child, so a changed guardian phone or a 14th birthday ends it.
 */
export class GuardianService {
  private readonly now: () => Date;

  constructor(
    private readonly d: { db: Db; certifications: CertificationService; sealer: Sealer; my: MyService; now?: () => Date },
  ) {
    this.now = d.now ?? (() => new Date());
  }

  async verify(body: GuardianVerifyBody & { email: string }): Promise<GuardianSession> {
    const certId = await this.d.certifications.check(body.guardian_hpno, 'parental', body.auth_no);
    const child = await childOf(this.d.db, { email: body.email, guardianHpno: body.guardian_hpno });
    if (!child?.birth) throw new AppError('GUARDIAN_NO_MATCH');
    if (ageOn(child.birth, koreanDay(this.now())) >= GUARDIAN_AGE) throw new AppError('GUARDIAN_CHILD_ADULT');
    await this.d.db.transaction((tx) => this.d.certifications.consume(tx, certId));
    const key: GuardianKey = { member_id: child.id, guardian_hpno: body.guardian_hpno, exp: this.now().getTime() + SESSION_SECONDS * 1000 };
    return { guardian_token: this.d.sealer.seal(JSON.stringify(key)), expires_in: SESSION_SECONDS };
  }

  async view(token: string): Promise<GuardianChild> {
    const child = await this.child(token);
    const [orders, courses] = await Promise.all([recentOrders(this.d.db, child.id), learning(this.d.db, child.id)]);
    return {
      email: child.email,
      user_name: child.userName ?? '',
      nickname: child.nickname ?? '',
      birth: child.birth ?? '',
      gender: child.gender === 'F' ? 'F' : 'M',
      hpno: maskHpno(child.hpno),
      is_market: child.isMarket === 'Y' ? 'Y' : 'N',
      market_changed_at: child.marketChangedAt?.toISOString() ?? null,
      created_at: child.createdAt.toISOString(),
      guardian_name: child.guardianName ?? '',
      orders: orders.map((o) => ({ order_id: o.orderId, order_name: o.orderName, amount: o.amount, status: o.status, created_at: o.createdAt.toISOString() })),
      learning: courses.map((c) => ({
        course_sn: c.courseSn,
        title: c.title,
        lectures_watched: c.watched,
        lectures_completed: c.completed,
        last_watched_at: new Date(c.lastWatchedAt).toISOString(),
      })),
    };
  }

  async correct(token: string, body: GuardianCorrectBody): Promise<GuardianChild> {
    const child = await this.child(token);
    const names = { ...(body.user_name !== undefined ? { userName: body.user_name } : {}), ...(body.nickname !== undefined ? { nickname: body.nickname } : {}) };
    if (Object.keys(names).length > 0) {
      try {
        await setNames(this.d.db, child.id, names);
      } catch (err) {
        if (uniqueViolation(err) === 'members_nickname_key') throw new AppError('NICKNAME_TAKEN');
        throw err;
      }
    }
    // Through the member's own path, so the consent history records the change.
    if (body.is_market !== undefined && body.is_market !== child.isMarket) await this.d.my.changeMarket(child.id, body.is_market);
    return this.view(token);
  }

  /** The same withdrawal as the member's own (same blockers, same retention), asked for by the guardian. */
  async withdraw(token: string): Promise<void> {
    const child = await this.child(token);
    await this.d.my.withdrawMember(child.id);
  }

  private async child(token: string) {
    const plain = this.d.sealer.open(token);
    const key = plain === null ? null : (JSON.parse(plain) as GuardianKey);
    if (!key || key.exp <= this.now().getTime()) throw new AppError('GUARDIAN_SESSION_EXPIRED');
    const child = await childOf(this.d.db, { id: key.member_id, guardianHpno: key.guardian_hpno });
    if (!child?.birth) throw new AppError('GUARDIAN_SESSION_EXPIRED');
    if (ageOn(child.birth, koreanDay(this.now())) >= GUARDIAN_AGE) throw new AppError('GUARDIAN_CHILD_ADULT');
    return child;
  }
}
