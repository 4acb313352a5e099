import { KOREA_TIME_ZONE } from '@school/contracts';
/** Korean labels of console values, shared by the console screens. */
export const STATUS_LABEL: Record<string, string> = { active: '정상', suspended: '이용 정지', withdrawn: '탈퇴', dormant: '휴면' };
export const ORDER_STATUS_LABEL: Record<string, string> = {
  pending: '결제 대기',
  paid: '결제 완료',
  awaiting_receipt: '구매확정 대기',
  settled: '구매확정',
  refund_requested: '환불 요청',
  refunded: '환불 완료',
  failed: '결제 실패',
  cancelled: '취소',
  expired: '기한 만료',
  voided: '결제 취소됨 (구독 없음)',
};
/** Why a sign-in ended, as the member page's device list says it (the server keeps the key). */
export const SESSION_END_LABEL: Record<string, string> = {
  displaced: '다른 기기 로그인으로 종료',
  logout: '로그아웃',
  expired: '기간 만료',
  password_changed: '비밀번호 변경',
  password_reset: '비밀번호 재설정',
  refresh_reuse: '보안 확인으로 종료',
  role_changed: '권한 변경',
  suspended: '이용 정지',
  withdrawn: '탈퇴',
  dormant: '휴면 전환',
  admin: '운영자가 로그아웃',
};
export const sessionEndLabel = (reason: string | null) => (reason ? (SESSION_END_LABEL[reason] ?? '종료') : '종료');
export const ROLE_LABEL: Record<string, string> = { member: '회원', teacher: '강사', staff: '스태프', admin: '관리자' };

const dateTime = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'medium' });

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null) => (iso ? dateOnly.format(new Date(iso)) : '—');
export const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** Tailwind classes of a small status badge. */
export const badge = (tone: 'ok' | 'warn' | 'muted') =>
  `inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone === 'ok' ? 'bg-emerald-50 text-emerald-700' : tone === 'warn' ? 'bg-rose-50 text-rose-700' : 'bg-slate-100 text-slate-600'}`;
