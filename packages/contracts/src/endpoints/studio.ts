import { endpoint } from '../endpoint.ts';

// The teacher's studio (apps/api/src/modules/studio, decisions 115 and 122): under /api/studio, on the studio's own
// audited session (slogin); every call answers only about the signed-in teacher's own courses.

const teacher = { tags: ['studio'], bearer: true } as const;
const own = ['STUDIO_NOT_TEACHER', 'STUDIO_NOT_FOUND'] as const;
const draftRules = [...own, 'STUDIO_NOT_EDITABLE', 'STUDIO_OPEN_DRAFT', 'STUDIO_MEDIA_NOT_OWN', 'CATEGORY_NOT_FOUND', 'LECTURE_NOT_FOUND'] as const;

export const me = endpoint({ ...teacher, method: 'GET', path: '/api/studio/me', response: 'studioMe', summary: '스튜디오: 로그인한 강사', errors: ['STUDIO_NOT_TEACHER'] });

export const courses = endpoint({ ...teacher, method: 'GET', path: '/api/studio/courses', response: 'studioCourses', summary: '스튜디오: 내 강의', errors: own });

export const courseSnapshot = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/courses/:course_sn',
  params: 'studioCourseParams',
  response: 'studioVersion',
  summary: '스튜디오: 공개된 내 강의의 지금 내용 (수정 초안의 출발점)',
  errors: own,
});

export const drafts = endpoint({ ...teacher, method: 'GET', path: '/api/studio/drafts', response: 'studioDrafts', summary: '스튜디오: 내 초안과 검토 상태', errors: own });

export const createDraft = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/drafts',
  body: 'studioDraftBody',
  response: 'studioDraft',
  summary: '스튜디오: 새 강의 초안 또는 공개된 강의의 수정 초안',
  errors: draftRules,
});

export const draft = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/drafts/:draft_sn',
  params: 'draftParams',
  response: 'studioDraft',
  summary: '스튜디오: 초안 하나 (최신 내용과 모든 버전)',
  errors: own,
});

export const saveDraft = endpoint({
  ...teacher,
  method: 'PUT',
  path: '/api/studio/drafts/:draft_sn',
  params: 'draftParams',
  body: 'studioDraftBody',
  response: 'studioDraft',
  summary: '스튜디오: 초안 저장 (돌려받았거나 공개된 뒤에는 새 버전)',
  errors: draftRules,
});

export const submitDraft = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/drafts/:draft_sn/submit',
  params: 'draftParams',
  response: 'studioDraft',
  summary: '스튜디오: 검토 요청',
  errors: [...own, 'STUDIO_BAD_STATUS', 'STUDIO_EMPTY'],
});

// The operator's side: the review queue (staff).
const staff = { tags: ['admin'], bearer: true } as const;

export const reviewQueue = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/course-reviews',
  query: 'courseReviewQuery',
  response: 'courseReviewQueue',
  summary: '강사 강의 검토 대기열',
});

export const reviewVersion = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/course-reviews/:version_sn',
  params: 'versionParams',
  response: 'studioDraft',
  summary: '검토할 버전 (내용과 그 초안의 이력)',
  errors: ['STUDIO_NOT_FOUND'],
});

export const returnVersion = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/course-reviews/:version_sn/return',
  params: 'versionParams',
  body: 'returnBody',
  response: 'studioDraft',
  summary: '의견과 함께 강사에게 돌려보내기',
  errors: ['STUDIO_NOT_FOUND', 'STUDIO_BAD_STATUS'],
});

export const approveVersion = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/course-reviews/:version_sn/approve',
  params: 'versionParams',
  body: 'approveBody',
  response: 'studioDraft',
  summary: '승인 (공개는 따로)',
  errors: ['STUDIO_NOT_FOUND', 'STUDIO_BAD_STATUS'],
});

export const publishVersion = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/course-reviews/:version_sn/publish',
  params: 'versionParams',
  response: 'studioDraft',
  summary: '공개: 이 버전을 강의에 한 번에 반영 (새 강의는 만들어 공개)',
  errors: ['STUDIO_NOT_FOUND', 'STUDIO_BAD_STATUS', 'CATEGORY_NOT_FOUND', 'LECTURE_NOT_FOUND', 'ADMIN_LECTURE_IN_USE', 'ADMIN_MEDIA_MISSING', 'ADMIN_PUBLISH_EMPTY'],
});

// Learners' voice (decision 122): the teacher's side.
export const reviews = endpoint({ ...teacher, method: 'GET', path: '/api/studio/reviews', response: 'studioReviews', summary: '스튜디오: 내 강의의 수강평과 내 답글', errors: own });

export const replyReview = endpoint({
  ...teacher,
  method: 'PUT',
  path: '/api/studio/reviews/:review_sn/reply',
  params: 'reviewSnParams',
  body: 'replyBody',
  response: 'studioReviews',
  summary: '스튜디오: 수강평에 공개 답글 (고치면 덮어씀)',
  errors: own,
});

export const inquiries = endpoint({ ...teacher, method: 'GET', path: '/api/studio/inquiries', response: 'studioInquiries', summary: '스튜디오: 내 강의의 수강전 문의', errors: own });

export const answerInquiry = endpoint({
  ...teacher,
  method: 'PUT',
  path: '/api/studio/inquiries/:inquiry_sn/answer',
  params: 'inquirySnParams',
  body: 'answerBody',
  response: 'studioInquiries',
  summary: '스튜디오: 수강전 문의에 공개 답변',
  errors: own,
});

export const news = endpoint({ ...teacher, method: 'GET', path: '/api/studio/news', response: 'teacherNewsList', summary: '스튜디오: 내가 보낸 새소식', errors: own });

export const postNews = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/news',
  body: 'newsBody',
  response: 'teacherNewsList',
  summary: '스튜디오: 새소식 보내기 (수강생 전원, 광고면 (광고) 표시와 야간 제한)',
  errors: [...own, 'STUDIO_AD_AT_NIGHT'],
});

// The public side: 수강전 문의 on the course page, a teacher's 새소식 on their page.
export const courseInquiries = endpoint({
  method: 'GET',
  path: '/api/course/:course_sn/inquiries',
  params: 'courseSnParams',
  response: 'courseInquiries',
  summary: '수강전 문의와 강사의 공개 답변',
  tags: ['studio'],
  errors: ['COURSE_NOT_FOUND'],
});

export const askInquiry = endpoint({
  method: 'POST',
  path: '/api/course/:course_sn/inquiries',
  params: 'courseSnParams',
  body: 'courseInquiryBody',
  response: 'courseInquiries',
  summary: '수강전 문의 남기기 (로그인한 회원)',
  tags: ['studio'],
  bearer: true,
  errors: ['COURSE_NOT_FOUND'],
});

export const teacherNews = endpoint({
  method: 'GET',
  path: '/api/teacher/:id/news',
  params: 'teacherNewsParams',
  query: 'teacherNewsQuery',
  response: 'publicTeacherNewsList',
  summary: '강사의 최근 새소식 (공개 강의의 것, 최신순)',
  tags: ['studio'],
  errors: ['TEACHER_NOT_FOUND'],
});

// Teachers' coupons (decision 132): for the teacher's own courses, within the operator's coupon policy.
const couponRules = [
  ...own,
  'TEACHER_COUPON_COURSE',
  'TEACHER_COUPON_RATE',
  'TEACHER_COUPON_DAYS',
  'TEACHER_COUPON_EARLY_BIRD',
  'TEACHER_COUPON_FIXED_OVER',
  'TEACHER_COUPON_START_PAST',
  'TEACHER_COUPON_NO_PRODUCT',
  'TEACHER_COUPON_CODE_TAKEN',
] as const;

export const coupons = endpoint({ ...teacher, method: 'GET', path: '/api/studio/coupons', response: 'studioCoupons', summary: '스튜디오: 내 쿠폰과 사용 현황, 운영 정책', errors: own });

export const createCoupon = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/coupons',
  body: 'studioCouponBody',
  response: 'studioCouponCreated',
  summary: '스튜디오: 내 강의 쿠폰 만들기 (운영 정책 한도 안에서)',
  errors: couponRules,
});

/** Ends the coupon (or every code of the batch) now; members' unused coupons of it stop too. Audited; twice is harmless. */
export const endCoupon = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/coupons/:key/end',
  params: 'studioCouponParams',
  response: 'studioCouponEnded',
  summary: '스튜디오: 내 쿠폰 사용 일찍 종료하기 (등록한 회원의 쿠폰도 함께)',
  errors: [...own, 'TEACHER_COUPON_NOT_FOUND'],
});

/** text/csv (UTF-8 with a BOM): a batch's codes with whether and when each was used. */
export const couponBatchCsv = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/coupons/batch/:batch/codes.csv',
  params: 'studioCouponBatchParams',
  summary: '스튜디오: 내 쿠폰 묶음의 번호와 사용 여부 (CSV)',
  errors: [...own, 'TEACHER_COUPON_NOT_FOUND'],
});

// The teacher's own videos and their subtitles (decision 142): the console's pipeline (tus, the same size limit, the
// same transcode worker) on the studio session. A video is the teacher's when they uploaded it; anyone else's answers
// STUDIO_NOT_FOUND.
export const videos = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/videos',
  response: 'studioVideos',
  summary: '스튜디오: 내가 올린 영상(변환 상태, 자막)과 내 강의에 있는 영상',
  errors: own,
});

export const registerVideo = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/videos',
  body: 'videoCreateBody',
  response: 'videoCreated',
  summary: '스튜디오: 영상 올리기 등록 (이어서 tus로 파일을 보냅니다)',
  errors: [...own, 'ADMIN_VIDEO_TOO_LARGE'],
});

/** The tus creation address (as adminVideosApi.upload): registered by hand, outside the OpenAPI document. */
export const uploadVideo = endpoint({ ...teacher, method: 'POST', path: '/api/studio/videos/upload', summary: '스튜디오: 영상 파일 보내기 (tus)' });

export const retryVideo = endpoint({
  ...teacher,
  method: 'POST',
  path: '/api/studio/videos/:video_id/retry',
  params: 'videoParams',
  response: 'adminVideo',
  summary: '스튜디오: 변환에 실패한 내 영상 다시 처리',
  errors: [...own, 'ADMIN_VIDEO_NOT_FAILED'],
});

const subtitleRules = [...own, 'ADMIN_SUBTITLE_LANG', 'ADMIN_SUBTITLE_TOO_LARGE', 'ADMIN_SUBTITLE_NOT_VTT', 'ADMIN_SUBTITLE_NO_CUES', 'ADMIN_SUBTITLE_BAD_TIME'] as const;

export const putVideoSubtitle = endpoint({
  ...teacher,
  method: 'PUT',
  path: '/api/studio/videos/:video_id/subtitles/:lang',
  params: 'studioVideoSubtitleParams',
  body: 'subtitleBody',
  response: 'adminSubtitle',
  summary: '스튜디오: 내 영상에 자막 올리기 (WebVTT, 같은 언어는 바꿔 씁니다; 공개할 때 강의에 반영)',
  errors: subtitleRules,
});

/** Answers no data (`data: null`). */
export const deleteVideoSubtitle = endpoint({
  ...teacher,
  method: 'DELETE',
  path: '/api/studio/videos/:video_id/subtitles/:lang',
  params: 'studioVideoSubtitleParams',
  summary: '스튜디오: 내 영상의 자막 지우기',
  errors: [...own, 'ADMIN_SUBTITLE_LANG', 'STUDIO_VIDEO_SUBTITLE_NOT_FOUND'],
});
