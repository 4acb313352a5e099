import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { text } from '../text.ts';

export const moderationQuery = z.object({
  /** pending: reported and not reviewed; hidden / kept: what operators decided. */
  state: z.enum(['pending', 'hidden', 'kept']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ModerationQuery = z.infer<typeof moderationQuery>;

export const reportedComment = z.object({
  co_sn: z.number(),
  lc_no: z.number(),
  lecture_title: z.string(),
  course_title: z.string(),
  author_id: z.number(),
  author_nickname: z.string(),
  comment: z.string(),
  status: z.enum(['visible', 'hidden', 'deleted']),
  moderation: z.enum(['hidden', 'kept']).nullable(),
  accuse_count: z.number(),
  /** Report reasons (accuse_cd) and how many members gave each. */
  reasons: z.array(z.object({ accuse_cd: z.string(), count: z.number() })),
  created_at: z.string(),
});
export type ReportedComment = z.infer<typeof reportedComment>;

export const reportedComments = z.object({ total: z.number(), page: z.number(), size: z.number(), list: z.array(reportedComment) });
export type ReportedComments = z.infer<typeof reportedComments>;

export const moderationParams = z.object({ co_sn: idParam() });
export const moderationBody = z.object({
  /** hide: take it down; restore: show a hidden comment again; dismiss: the reports are unfounded, keep it. */
  action: z.enum(['hide', 'restore', 'dismiss']),
  reason: text(500).trim().max(500).optional(),
});
/** A report decided: the comment and whether it shows now. */
export const moderationDecided = z.object({ co_sn: z.number(), status: z.enum(['visible', 'hidden']) });
export type ModerationBody = z.infer<typeof moderationBody>;
