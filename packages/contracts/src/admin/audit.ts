import { z } from 'zod';
import '../zod-locale.ts';
import { text } from '../text.ts';

const day = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.' });

export const auditQuery = z.object({
  /** The operator's e-mail (exact or part). */
  actor: text(254).trim().optional(),
  /** An action or its area: 'member.suspend', or 'member' for every member change. */
  action: text(40).trim().optional(),
  target_type: text(30).trim().optional(),
  target_id: text(64).trim().optional(),
  /** Asia/Seoul days, inclusive. */
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number(),
  actor_id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditList = z.object({ total: z.number(), page: z.number(), size: z.number(), list: z.array(auditRow) });
export type AuditList = z.infer<typeof auditList>;
