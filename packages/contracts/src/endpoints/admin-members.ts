import { endpoint } from '../endpoint.ts';

// Members and support in the console (apps/api/src/modules/admin-members, docs/decisions/060).

const member = { tags: ['admin'], bearer: true } as const;

export const search = endpoint({
  ...member,
  method: 'GET',
  path: '/api/admin/members',
  query: 'adminMemberSearchQuery',
  response: 'adminMemberList',
  summary: '회원 검색 (이메일, 이름, 닉네임, 휴대폰)',
});

export const detail = endpoint({
  ...member,
  method: 'GET',
  path: '/api/admin/members/:member_id',
  params: 'adminMemberParams',
  response: 'adminMemberDetail',
  summary: '회원 상세 (구매, 이용권, 기기, 학습, 변경 이력)',
  errors: ['ADMIN_MEMBER_NOT_FOUND'],
});

export const setStatus = endpoint({
  ...member,
  method: 'POST',
  path: '/api/admin/members/:member_id/status',
  params: 'adminMemberParams',
  body: 'adminStatusBody',
  response: 'adminMemberRow',
  summary: '이용 정지·해제 (사유 필수)',
  errors: ['ADMIN_MEMBER_NOT_FOUND', 'ADMIN_SELF_CHANGE', 'ADMIN_RANK_REQUIRED', 'ADMIN_STATUS_UNCHANGED', 'ADMIN_WITHDRAWN_MEMBER', 'ADMIN_SUSPEND_PAST'],
});

export const endSessions = endpoint({
  ...member,
  method: 'POST',
  path: '/api/admin/members/:member_id/sessions/end',
  params: 'adminMemberParams',
  body: 'adminReasonBody',
  response: 'adminEndedSessions',
  summary: '모든 기기에서 로그아웃',
  errors: ['ADMIN_MEMBER_NOT_FOUND', 'ADMIN_SELF_CHANGE', 'ADMIN_RANK_REQUIRED'],
});

export const grantPass = endpoint({
  ...member,
  method: 'POST',
  path: '/api/admin/members/:member_id/passes',
  params: 'adminMemberParams',
  body: 'adminGrantBody',
  response: 'adminMemberAccess',
  summary: '이용권 수동 지급 (사유 필수)',
  errors: ['ADMIN_MEMBER_NOT_FOUND', 'ADMIN_SELF_CHANGE', 'ADMIN_RANK_REQUIRED', 'ADMIN_WITHDRAWN_MEMBER', 'PRODUCT_NOT_FOUND', 'ADMIN_PRODUCT_NOT_PASS'],
});

export const setRole = endpoint({
  ...member,
  method: 'POST',
  path: '/api/admin/members/:member_id/role',
  params: 'adminMemberParams',
  body: 'adminRoleBody',
  response: 'adminMemberRow',
  summary: '권한 변경 (관리자만; 강사 권한은 강사 프로필과 함께)',
  errors: ['ADMIN_MEMBER_NOT_FOUND', 'ADMIN_SELF_CHANGE', 'ADMIN_RANK_REQUIRED', 'ADMIN_WITHDRAWN_MEMBER', 'ADMIN_STATUS_UNCHANGED', 'TEACHER_PROFILE_REQUIRED', 'TEACHER_PROFILE_TAKEN', 'TEACHER_PROFILE_NOT_FOUND'],
});
