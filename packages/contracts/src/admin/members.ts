import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { text } from '../text.ts';

const reason = text(500).trim().min(2, { message: '사유를 2자 이상 적어 주세요.' });
const iso = z.string();

export const adminMemberParams = z.object({ member_id: idParam() });

export const adminMemberSearchQuery = z.object({
  /** E-mail, name, nickname or phone (digits); empty lists the newest members. */
  q: text(100).trim().optional(),
  status: z.enum(['active', 'suspended', 'withdrawn', 'dormant']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminMemberSearchQuery = z.infer<typeof adminMemberSearchQuery>;

export const adminMemberRow = z.object({
  id: z.number(),
  email: z.string(),
  user_name: z.string(),
  nickname: z.string(),
  hpno: z.string(),
  status: z.enum(['active', 'suspended', 'withdrawn', 'dormant']),
  role: z.enum(['member', 'teacher', 'staff', 'admin']),
  created_at: iso,
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMemberList = z.object({ total: z.number(), page: z.number(), size: z.number(), list: z.array(adminMemberRow) });
export type AdminMemberList = z.infer<typeof adminMemberList>;

/** One pass or course the member can use (also the answer of a pass granted by hand). */
export const adminMemberAccess = z.object({
  kind: z.enum(['pass', 'course']),
  title: z.string(),
  order_id: z.string().nullable(),
  valid_from: iso,
  valid_until: iso.nullable(),
});

/** Everything support needs about one member — never the password hash, CI/DI or any token. */
export const adminMemberDetail = z.object({
  profile: adminMemberRow.extend({
    birth: z.string().nullable(),
    is_market: z.enum(['Y', 'N']),
    guardian_name: z.string().nullable(),
    withdrawn_at: iso.nullable(),
    /** The teacher profile a teacher's account is tied to (decision 095); null for every other member. */
    teacher_sn: z.number().int().nullable(),
  }),
  orders: z.array(
    z.object({
      order_id: z.string(),
      order_name: z.string(),
      status: z.string(),
      amount: z.number(),
      refund_amount: z.number(),
      paid_at: iso.nullable(),
      created_at: iso,
    }),
  ),
  access: z.array(adminMemberAccess),
  sessions: z.array(
    z.object({ os: z.string(), ip: z.string().nullable(), created_at: iso, last_used_at: iso, ended_at: iso.nullable(), end_reason: z.string().nullable() }),
  ),
  learning: z.array(
    z.object({ course_sn: z.number(), title: z.string(), lectures_started: z.number(), lectures_completed: z.number(), watched_seconds: z.number(), last_watched_at: iso }),
  ),
  changes: z.array(z.object({ action: z.string(), reason: z.string().nullable(), actor_email: z.string(), created_at: iso })),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

export const adminStatusBody = z
  .object({
    status: z.enum(['active', 'suspended']),
    /** Staff's own reason (audit log). */
    reason,
    /** Suspension: the reason as the member reads it at sign-in (decision 087). */
    member_notice: text(500).trim().optional(),
    /** Suspension: the last day (Korean date, YYYY-MM-DD); absent or null until staff lift it. */
    until: text(10)
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '정지 종료일은 YYYY-MM-DD 형식으로 입력해 주세요.' })
      .nullable()
      .optional(),
  })
  .refine((b) => b.status !== 'suspended' || (b.member_notice?.length ?? 0) >= 2, {
    message: '회원에게 보여 줄 정지 사유를 2자 이상 적어 주세요.',
    path: ['member_notice'],
  });
export type AdminStatusBody = z.infer<typeof adminStatusBody>;

export const adminReasonBody = z.object({ reason });
export type AdminReasonBody = z.infer<typeof adminReasonBody>;

export const adminGrantBody = z.object({ product_id: idParam(), reason });
export type AdminGrantBody = z.infer<typeof adminGrantBody>;

/** A teacher's role is tied to a teacher profile (teacher_sn); other roles take none (decision 095). */
export const adminRoleBody = z.object({
  role: z.enum(['member', 'teacher', 'staff', 'admin'], { message: '권한을 확인해 주세요.' }),
  reason,
  teacher_sn: idParam('강사 프로필').optional(),
});
export type AdminRoleBody = z.infer<typeof adminRoleBody>;

export const adminEndedSessions = z.object({ ended: z.number() });
