import { z } from 'zod';
import '../zod-locale.ts';
import { idField } from '../id-param.ts';
import { LIVE_AUDIENCES, liveClassRow } from '../live.ts';
import { text } from '../text.ts';

// Scheduling live classes in the console (decision 120): staff for any teacher, a teacher for their own classes.

export const liveScheduleBody = z
  .strictObject({
    title: text(200).trim().min(1, { message: '제목을 입력해 주세요.' }),
    /** Staff pick the teacher; a teacher's own classes are theirs whatever is sent (null). */
    teacher_sn: idField('강사').nullable().default(null),
    /** Korean time, `YYYY-MM-DDTHH:mm`. */
    starts_at: text(16).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: '방송 일시를 입력해 주세요.' }),
    audience: z.enum(LIVE_AUDIENCES, { message: '시청 대상을 골라 주세요.' }),
    course_sn: idField('강의').nullable().default(null),
    seminar_sn: idField('세미나').nullable().default(null),
    slow_mode_sec: z.number().int().min(0, { message: '슬로 모드는 0~300초입니다.' }).max(300, { message: '슬로 모드는 0~300초입니다.' }).default(0),
    pinned: text(300).trim().nullable().default(null),
  })
  .refine((b) => (b.audience === 'course') === (b.course_sn !== null), { message: '강의 구매자 대상이면 강의를 골라 주세요 (다른 대상이면 비워 주세요).', path: ['course_sn'] })
  .refine((b) => (b.audience === 'seminar') === (b.seminar_sn !== null), { message: '세미나 신청자 대상이면 세미나를 골라 주세요 (다른 대상이면 비워 주세요).', path: ['seminar_sn'] });
export type LiveScheduleBody = z.infer<typeof liveScheduleBody>;

export const adminLiveRow = liveClassRow.extend({
  slow_mode_sec: z.number(),
  pinned: z.string().nullable(),
  /** `live_ab12…`: recognises the key on screen, never enough to use it. */
  key_hint: z.string(),
});
export const adminLiveList = z.object({ list: z.array(adminLiveRow) });

/** The stream key is in this answer only (schedule, rotate); it is kept as a hash and never shown again. */
export const liveKeyAnswer = z.object({
  live: adminLiveRow,
  stream_key: z.string(),
  /** The server address OBS asks for beside the key. */
  ingest_url: z.string(),
});
export const adminLiveAnswer = z.object({ live: adminLiveRow });
