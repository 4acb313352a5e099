import { z } from 'zod';
import './zod-locale.ts';
import type { eventTabs } from './constants.ts';
import { text } from './text.ts';
import { emptyAsUnset, id, page, size } from './play-fields.ts';

/**
 * Events and seminars (docs/decisions/030, 031). Tabs and dates are computed by the server in
 * Korea time (Asia/Seoul); the client shows the labels it is given.
 */

export type EventTab = keyof typeof eventTabs;
const tab = z.enum(['ongoing', 'upcoming', 'ended'], { message: '구분은 ongoing(진행중), upcoming(예정), ended(종료) 중 하나여야 합니다.' });

export const eventListQuery = z.strictObject({ tab: emptyAsUnset(tab.default('ongoing')), page: emptyAsUnset(page), size: emptyAsUnset(size) });
export type EventListQuery = z.infer<typeof eventListQuery>;
export const eventIdParams = z.strictObject({ id: id('이벤트') });
export const seminarIdParams = z.strictObject({ id: id('세미나') });

/** An event's key as the specification names it (event_type): lower-case letters, digits, - and _. */
export const eventType = text(undefined, { message: '이벤트 종류(event_type)를 입력해 주세요.' })
  .min(1, { message: '이벤트 종류(event_type)를 입력해 주세요.' })
  .max(40, { message: '이벤트 종류(event_type)는 40자 이하여야 합니다.' })
  .regex(/^[a-z0-9_-]+$/, { message: '이벤트 종류(event_type)는 영문 소문자, 숫자, -, _ 로만 이루어져야 합니다.' });
export const participateBody = z.strictObject({ event_type: eventType });
export type ParticipateBody = z.infer<typeof participateBody>;
export const eventTypeParams = z.strictObject({ type: eventType });

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const eventItem = z.strictObject({
  event_sn: z.number().int().positive(),
  event_type: z.string(),
  title: z.string(),
  summary: z.string(),
  /** First and last day, both inclusive, as Korean calendar dates. */
  starts_on: dateText,
  ends_on: dateText,
  status: tab,
  status_label: z.string(),
  /** What taking part gives, in words (e.g. "포인트 1,000P"), or null. */
  benefit_label: z.string().nullable(),
  participant_count: z.number().int().nonnegative(),
  is_demo: z.enum(['Y', 'N']),
});
export type EventItem = z.infer<typeof eventItem>;

export const eventListResponse = z.strictObject({
  tab,
  items: z.array(eventItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type EventListResponse = z.infer<typeof eventListResponse>;

export const eventDetail = eventItem.extend({ body: z.string() });
export type EventDetail = z.infer<typeof eventDetail>;

export const participationResponse = z.strictObject({
  event_type: z.string(),
  participated: z.enum(['Y', 'N']),
  participated_at: z.string().nullable(),
  benefit_label: z.string().nullable(),
});
export type ParticipationResponse = z.infer<typeof participationResponse>;

// ── Seminars ──────────────────────────────────────────────────────────────────

export const seminarState = z.enum(['none', 'applied', 'waiting']);
export type SeminarState = z.infer<typeof seminarState>;

export const seminarItem = z.strictObject({
  seminar_sn: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  speaker: z.string(),
  place: z.string(),
  /** ISO instant, and the same moment as Korean date and time text. */
  held_at: z.string(),
  held_at_label: z.string(),
  apply_from: dateText,
  apply_until: dateText,
  status: tab,
  status_label: z.string(),
  capacity: z.number().int().positive(),
  seats_taken: z.number().int().nonnegative(),
  waiting_count: z.number().int().nonnegative(),
  is_demo: z.enum(['Y', 'N']),
});
export type SeminarItem = z.infer<typeof seminarItem>;

export const seminarListResponse = z.strictObject({
  tab,
  items: z.array(seminarItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type SeminarListResponse = z.infer<typeof seminarListResponse>;

export const seminarDetail = seminarItem.extend({
  body: z.string(),
  /** The caller's own state (none for visitors), and the place in the waiting list when waiting. */
  my_state: seminarState,
  my_waiting_no: z.number().int().positive().nullable(),
});
export type SeminarDetail = z.infer<typeof seminarDetail>;

/** waitlist: when the seminar is full, join the waiting list instead of being refused. */
export const seminarApplyBody = z.strictObject({ waitlist: z.boolean({ message: 'waitlist 는 true 또는 false 여야 합니다.' }).default(false) });
export type SeminarApplyBody = z.infer<typeof seminarApplyBody>;
export const seminarApplyResponse = z.strictObject({
  seminar_sn: z.number().int().positive(),
  my_state: seminarState,
  my_waiting_no: z.number().int().positive().nullable(),
});
export type SeminarApplyResponse = z.infer<typeof seminarApplyResponse>;

// ── Home ──────────────────────────────────────────────────────────────────────

export const homeBanner = z.strictObject({
  banner_sn: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string(),
  /** A path inside the site. */
  link: z.string(),
  /** Background and text colours (the banner is drawn, not an image, so it never shifts the layout). */
  background: z.string(),
  foreground: z.string(),
  is_demo: z.enum(['Y', 'N']),
});
export type HomeBanner = z.infer<typeof homeBanner>;
export const homeBannersResponse = z.strictObject({ items: z.array(homeBanner) });
export type HomeBannersResponse = z.infer<typeof homeBannersResponse>;
