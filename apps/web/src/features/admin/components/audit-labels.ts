import { ORDER_STATUS_LABEL, ROLE_LABEL, STATUS_LABEL } from './labels';

/*
 * The audit log in Korean (issue 33 item 17): what was done, to what, and which fields changed how,
 * instead of raw keys and JSON. An action or field not listed here shows its key, never nothing.
 */

export const ACTION_LABEL: Record<string, string> = {
  'member.suspend': '회원 이용 정지',
  'member.restore': '회원 정지 해제',
  'member.end_sessions': '회원 모든 기기 로그아웃',
  'member.grant_pass': '이용권 수동 지급',
  'member.role': '운영 권한 변경',
  'comment.hide': '댓글 가리기',
  'comment.restore': '댓글 다시 보이기',
  'course.create': '강의 만들기',
  'course.update': '강의 수정',
  'course.publish': '강의 공개',
  'course.unpublish': '강의 비공개',
  'category.create': '분류 만들기',
  'category.update': '분류 수정',
  'category.move': '분류 옮기기',
  'teacher.create': '강사 등록',
  'teacher.update': '강사 수정',
  'video.upload': '영상 올리기',
  'video.retry': '영상 변환 다시 하기',
  'coupon.create': '쿠폰 만들기',
  'coupon.batch': '쿠폰 일괄 발급',
  'pass.create': '이용권 만들기',
  'pass.update': '이용권 수정',
  'subscription_plan.update': '구독 상품 수정',
  'subscription.retry': '구독 갱신 결제 다시 하기',
  'subtitle.upload': '자막 올리기',
  'subtitle.delete': '자막 삭제',
  'order.refund': '주문 환불',
  'refund_review.approve': '환불 검토 승인',
  'refund_review.refuse': '환불 검토 거절',
  'notice.create': '공지 등록',
  'notice.update': '공지 수정',
  'faq.create': 'FAQ 등록',
  'faq.update': 'FAQ 수정',
  'faq.delete': 'FAQ 삭제',
  'inquiry.answer': '1:1 문의 답변',
  'qna.answer': '강의 Q&A 답변',
  'event.create': '이벤트 만들기',
  'event.update': '이벤트 수정',
  'seminar.create': '세미나 만들기',
  'seminar.update': '세미나 수정',
  'seminar.attend': '세미나 출석 처리',
  'seminar.unattend': '세미나 출석 취소',
  'banner.create': '배너 만들기',
  'banner.update': '배너 수정',
  'legal.publish': '약관 새 버전 게시',
  'studio.draft': '강사 강의 제안 만들기',
  'studio.save': '강사 강의 제안 저장',
  'studio.submit': '강사 강의 검토 요청',
  'studio.return': '강사 강의 제안 돌려보내기',
  'studio.approve': '강사 강의 제안 승인',
  'studio.publish': '강사 강의 제안 공개',
  'studio.coupon_end': '강사 쿠폰 사용 종료',
};

export const TARGET_LABEL: Record<string, string> = {
  course_draft: '강사 강의 제안',
  course_version: '강사 강의 제안 버전',
  member: '회원',
  comment: '댓글',
  course: '강의',
  category: '분류',
  teacher: '강사',
  video: '영상',
  coupon: '쿠폰',
  coupon_batch: '쿠폰 묶음',
  product: '이용권 상품',
  order: '주문',
  refund_review: '환불 검토',
  notice: '공지',
  faq: 'FAQ',
  inquiry: '1:1 문의',
  qna: '강의 Q&A 질문',
  event: '이벤트',
  seminar: '세미나',
  seminar_registration: '세미나 신청',
  banner: '배너',
  legal: '약관',
  subscription: '구독',
  subscription_plan: '구독 상품',
};

/** The filter's choices: each area (every action in it) followed by its actions. */
export const ACTION_FILTER: { value: string; label: string }[] = Object.keys(TARGET_LABEL)
  .filter((area) => Object.keys(ACTION_LABEL).some((a) => a.startsWith(`${area}.`)))
  .flatMap((area) => [
    { value: area, label: `${TARGET_LABEL[area]} — 전체` },
    ...Object.entries(ACTION_LABEL)
      .filter(([a]) => a.startsWith(`${area}.`))
      .map(([value, label]) => ({ value, label: `${TARGET_LABEL[area]} · ${label}` })),
  ]);

const FIELD_LABEL: Record<string, string> = {
  codes_ended: '종료한 쿠폰 수',
  member_coupons_stopped: '함께 종료된 회원 쿠폰 수',
  status: '상태',
  role: '권한',
  notice: '회원에게 보인 사유',
  until: '정지 종료일',
  ended: '로그아웃된 기기 수',
  title: '제목',
  name: '이름',
  body: '본문',
  price: '가격',
  months: '기간(개월)',
  is_hidden: '가림',
  is_published: '공개',
  is_visible: '노출',
  pinned: '고정',
  category: '분류',
  answer: '답변',
  amount: '금액',
  refund_amount: '환불 금액',
  points_returned: '돌려준 포인트',
  product_id: '상품 번호',
  valid_until: '이용 종료',
  version: '버전',
  reason: '사유',
  mode: '환불 방식',
  points_used: '사용 포인트',
  refund_points: '돌려준 포인트',
  rule_amount: '환불 기준 금액',
  teacher_sn: '강사 번호',
  ca_sn: '분류 번호',
  course_sn: '강의 번호',
  size_bytes: '파일 크기',
  lectures: '강의 영상',
  summary: '요약',
  description: '소개',
  level: '난이도',
  is_free: '무료',
  pass_included: '이용권 포함',
  watermark: '워터마크',
  media_key: '영상',
  duration_sec: '길이(초)',
  is_preview: '미리보기',
  sort_order: '순서',
  headline: '한 줄 소개',
  bio: '소개',
  career: '경력',
  teacher: '연결된 강사',
};

const VALUE_LABEL: Record<string, string> = {
  ...STATUS_LABEL,
  ...ORDER_STATUS_LABEL,
  ...ROLE_LABEL,
  visible: '보임',
  hidden: '가려짐',
  Y: '예',
  N: '아니오',
  rule: '환불 기준대로',
  full: '전액',
  custom: '정한 금액',
  approved: '승인',
  refused: '거절',
};

export const actionLabel = (action: string) => ACTION_LABEL[action] ?? action;
export const targetLabel = (type: string) => TARGET_LABEL[type] ?? type;

function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '없음';
  if (typeof v === 'boolean') return v ? '예' : '아니오';
  if (typeof v === 'number') return v.toLocaleString('ko-KR');
  if (typeof v === 'string') return VALUE_LABEL[v] ?? (v.length > 120 ? `${v.slice(0, 120)}…` : v);
  // A list or a record reads as lines a person can scan, not JSON: a list of named things by their names.
  if (Array.isArray(v)) return v.length === 0 ? '없음' : v.map((item, i) => `${i + 1}. ${itemText(item)}`).join('\n');
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${FIELD_LABEL[k] ?? k}: ${valueText(x)}`)
    .join('\n');
}

function itemText(item: unknown): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const named = item as Record<string, unknown>;
    const name = named.title ?? named.name;
    if (typeof name === 'string') return name;
  }
  return valueText(item).replace(/\n/g, ' · ');
}

export interface ChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

/** One row per field that is in either side and differs (a creation lists what was set, a deletion what was there). */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const b = obj(before);
  const a = obj(after);
  if (!b && !a) {
    if (before === null && after === null) return [];
    return [{ field: '값', before: before == null ? null : valueText(before), after: after == null ? null : valueText(after) }];
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys
    .filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]))
    .map((k) => ({ field: FIELD_LABEL[k] ?? k, before: b && k in b ? valueText(b[k]) : null, after: a && k in a ? valueText(a[k]) : null }));
}
