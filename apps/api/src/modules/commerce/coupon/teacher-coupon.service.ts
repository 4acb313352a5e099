import { codes, endOfKoreanDay, koreanIso, startOfKoreanDay, type CouponPolicyBody, type CouponPolicyView, type StudioCoupon, type StudioCouponEnded } from '@school/contracts';
import type { studioCouponBody } from '@school/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { recordChange, type Actor } from '../../../db/audit.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { csvFile } from '../../../lib/csv.ts';
import { codeTaken, insertCoupons, type CouponValues } from '../commerce-admin.queries.ts';
import { newCouponCode } from '../commerce-admin.service.ts';
import { checkTeacherCoupon, DEFAULT_COUPON_POLICY, limitText, type CouponPolicy } from './teacher-coupon-policy.ts';
import * as q from './teacher-coupon.queries.ts';

type StudioCouponInput = z.infer<typeof studioCouponBody>;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * Teachers' coupons (decision 132): a teacher makes coupons for their own courses in the studio, within the policy the
 * operator keeps in the console. A teacher coupon is an ordinary coupon row (registration, checkout, ledger coupon_use
 * and refunds unchanged) marked with its teacher and course; the teacher's accounts can never register or use it.
 */
export class TeacherCouponService {
  constructor(private readonly db: Db) {}

  async policy(): Promise<CouponPolicy & { updatedAt: Date | null }> {
    const row = await q.readPolicy(this.db);
    return row ?? { ...DEFAULT_COUPON_POLICY, updatedAt: null };
  }

  async policyView(): Promise<CouponPolicyView> {
    return view(await this.policy());
  }

  /** The console's change of the limits, audited with what it was before. Coupons already made keep their terms. */
  async savePolicy(actor: Actor, body: CouponPolicyBody): Promise<CouponPolicyView> {
    if (body.early_bird_max_rate_pct < body.max_rate_pct || body.early_bird_max_days < body.max_days) throw new AppError('COUPON_POLICY_INVALID');
    const next = { maxRatePct: body.max_rate_pct, maxDays: body.max_days, earlyBirdMaxRatePct: body.early_bird_max_rate_pct, earlyBirdMaxDays: body.early_bird_max_days };
    return this.db.transaction(async (tx) => {
      const before = await q.lockPolicy(tx, DEFAULT_COUPON_POLICY);
      const updatedAt = await q.writePolicy(tx, next, actor.memberId);
      await recordChange(tx, actor, { action: 'coupon_policy.update', targetType: 'coupon_policy', targetId: 1, before, after: next, reason: body.reason });
      return view({ ...next, updatedAt });
    });
  }

  private async teacher(memberId: number) {
    const t = await q.teacherOfMember(this.db, memberId);
    if (!t) throw new AppError('STUDIO_NOT_TEACHER');
    return t.teacherSn;
  }

  async list(memberId: number): Promise<{ list: StudioCoupon[]; policy: CouponPolicyView }> {
    const teacherSn = await this.teacher(memberId);
    const [rows, policy] = await Promise.all([q.teacherCouponSummaries(this.db, teacherSn), this.policy()]);
    return {
      policy: view(policy),
      list: rows.map((r) => ({
        key: r.key,
        batch: r.batch,
        course_sn: Number(r.course_sn),
        course_title: r.course_title,
        name: r.name,
        discount: r.discount_type === 'percent' ? `${r.discount_value}%` : won(r.discount_value),
        early_bird: r.early_bird === 'Y' ? 'Y' : 'N',
        code: r.code,
        count: r.count,
        registered: r.registered,
        used: r.used,
        discount_won: Number(r.discount_won),
        valid_from: new Date(r.valid_from).toISOString(),
        valid_until: new Date(r.valid_until).toISOString(),
        created_at: new Date(r.created_at).toISOString(),
        ended: new Date(r.valid_until).getTime() <= Date.now() ? 'Y' : 'N',
      })),
    };
  }

  /** Makes the coupon (one code for `count` members, or `count` single-use codes) when the policy allows it. */
  async create(actor: Actor, body: StudioCouponInput): Promise<{ key: string; codes: string[] }> {
    const teacherSn = await this.teacher(actor.memberId);
    const [policy, own, course] = await Promise.all([this.policy(), q.teacherCourseIds(this.db, teacherSn), q.couponCourse(this.db, body.course_sn)]);
    // Another teacher's course answers as if it were absent from "my courses": nothing is learned about it.
    if (!course || course.teacherSn !== teacherSn) throw new AppError('TEACHER_COUPON_COURSE');
    const startsAt = startOfKoreanDay(body.valid_from);
    const endsAt = endOfKoreanDay(body.valid_until);
    const earlyBird = body.early_bird === 'Y';
    const verdict = checkTeacherCoupon(
      policy,
      own,
      {
        courseSn: body.course_sn,
        coursePrice: course.price,
        discount: body.discount_type === 'percent' ? { type: 'percent', pct: body.discount_value } : { type: 'fixed', won: body.discount_value },
        startsAt,
        endsAt,
        earlyBird,
      },
      course.opensAt,
      startOfKoreanDay(new Date()),
    );
    if (verdict === 'TEACHER_COUPON_RATE' || verdict === 'TEACHER_COUPON_DAYS' || verdict === 'TEACHER_COUPON_FIXED_OVER') {
      throw new AppError(verdict, { message: `${codes[verdict].message} (${limitText(policy, earlyBird, course.price)})` });
    }
    if (verdict !== 'ok') throw new AppError(verdict);
    const productIds = course.isFree === 'Y' || course.price <= 0 ? [] : await q.courseProductIds(this.db, body.course_sn);
    if (productIds.length === 0) throw new AppError('TEACHER_COUPON_NO_PRODUCT');

    const base: Omit<CouponValues, 'code'> = {
      name: body.name,
      discountType: body.discount_type,
      discountValue: body.discount_value,
      maxDiscount: null,
      minOrder: 0,
      productKind: 'course',
      productIds,
      validFrom: startsAt,
      validUntil: endsAt,
      validDays: null,
      perMemberLimit: 1,
      totalLimit: body.mode === 'code' ? body.count : 1,
      createdBy: actor.memberId,
      teacherSn,
      courseSn: body.course_sn,
      earlyBird: earlyBird ? 'Y' : 'N',
    };
    return this.db.transaction(async (tx) => {
      if (body.mode === 'code') {
        const code = body.code ?? newCouponCode();
        if (await codeTaken(tx, code)) throw new AppError('TEACHER_COUPON_CODE_TAKEN');
        const [row] = await insertCoupons(tx, [{ ...base, code }]);
        if (!row) throw new AppError('TEACHER_COUPON_CODE_TAKEN');
        await recordChange(tx, actor, { action: 'studio.coupon', targetType: 'coupon', targetId: row.couponSn, after: { ...body, code, teacher_sn: teacherSn } });
        return { key: String(row.couponSn), codes: [code] };
      }
      const batch = randomUUID();
      const made: string[] = [];
      for (let round = 0; made.length < body.count && round < 5; round++) {
        const rows = Array.from({ length: body.count - made.length }, () => ({ ...base, code: newCouponCode(), batch }));
        for (const r of await insertCoupons(tx, rows)) if (r.code) made.push(r.code);
      }
      if (made.length < body.count) throw new AppError('SERVER_ERROR');
      await recordChange(tx, actor, { action: 'studio.coupon_batch', targetType: 'coupon_batch', targetId: batch, after: { ...body, first_code: made[0], teacher_sn: teacherSn } });
      return { key: batch, codes: made };
    });
  }

  /**
   * Ends a coupon (or a whole batch) now (decision 137): registering its code and using members' unused coupons of it
   * are refused from here on. Audited in the studio's log; ending what has already ended changes nothing and is not
   * logged again. Another teacher's coupon answers as a missing one.
   */
  async end(actor: Actor, key: string): Promise<StudioCouponEnded> {
    const teacherSn = await this.teacher(actor.memberId);
    return this.db.transaction(async (tx) => {
      const rows = await q.ownCouponRows(tx, teacherSn, key);
      if (rows.length === 0) throw new AppError('TEACHER_COUPON_NOT_FOUND');
      const done = await q.endCoupons(
        tx,
        rows.map((r) => r.couponSn),
      );
      if (done.ended > 0 || done.stopped > 0) {
        const batch = rows[0]!.batch;
        await recordChange(tx, actor, {
          action: 'studio.coupon_end',
          targetType: batch ? 'coupon_batch' : 'coupon',
          targetId: batch ?? rows[0]!.couponSn,
          before: { valid_until: rows[0]!.validUntil?.toISOString() ?? null },
          after: { valid_until: done.at.toISOString(), codes_ended: done.ended, member_coupons_stopped: done.stopped, teacher_sn: teacherSn },
        });
      }
      return { key, valid_until: done.at.toISOString(), stopped: done.stopped };
    });
  }

  /** A batch's codes as CSV for its teacher (UTF-8 with a BOM so Excel reads the Korean): no member is named. */
  async batchCsv(memberId: number, batch: string): Promise<string> {
    const teacherSn = await this.teacher(memberId);
    const rows = await q.ownBatchCodes(this.db, teacherSn, batch);
    if (rows.length === 0) throw new AppError('TEACHER_COUPON_NOT_FOUND');
    const at = (d: Date | null) => (d ? koreanIso(d).slice(0, 19).replace('T', ' ') : '');
    const now = Date.now();
    return csvFile(
      ['쿠폰코드', '쿠폰 이름', '등록여부', '등록일시', '사용여부', '사용일시', '사용 종료일시'],
      rows.map((r) => [
        r.code,
        r.name,
        r.registeredAt ? '등록' : '미등록',
        at(r.registeredAt),
        r.usedAt ? '사용' : r.validUntil && r.validUntil.getTime() <= now ? '미사용(종료)' : '미사용',
        at(r.usedAt),
        at(r.validUntil),
      ]),
    );
  }
}

function view(p: CouponPolicy & { updatedAt: Date | null }): CouponPolicyView {
  return { max_rate_pct: p.maxRatePct, max_days: p.maxDays, early_bird_max_rate_pct: p.earlyBirdMaxRatePct, early_bird_max_days: p.earlyBirdMaxDays, updated_at: p.updatedAt?.toISOString() ?? null };
}
