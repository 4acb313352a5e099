import { endpoint } from '../endpoint.ts';

// Lecture video uploads and lecture subtitles in the console (apps/api/src/modules/admin-videos, docs/decisions/066).

const staff = { tags: ['admin'], bearer: true } as const;

export const list = endpoint({ ...staff, method: 'GET', path: '/api/admin/videos', query: 'adminVideoQuery', response: 'adminVideoList', summary: '올린 영상과 처리 상태' });

export const register = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/videos',
  body: 'videoCreateBody',
  response: 'videoCreated',
  summary: '영상 올리기 등록 (이어서 tus로 파일을 보냅니다)',
  errors: ['ADMIN_VIDEO_TOO_LARGE'],
});

export const retry = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/videos/:video_id/retry',
  params: 'videoParams',
  response: 'adminVideo',
  summary: '처리에 실패한 영상 다시 처리',
  errors: ['ADMIN_VIDEO_NOT_FOUND', 'ADMIN_VIDEO_NOT_FAILED'],
});

/** A JPEG, not the envelope (a refusal is one): the console fetches it with its token and shows an object URL. */
export const poster = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/videos/:video_id/poster',
  params: 'videoParams',
  summary: '대표 이미지 (JPEG)',
  errors: ['ADMIN_VIDEO_NOT_FOUND', 'ADMIN_VIDEO_NO_POSTER'],
});

/**
 * The file itself over tus (resumable): the tus client's creation address. The API hands this path and its
 * `/:upload_id` (HEAD, PATCH) to @tus/server itself, outside the OpenAPI document; nobody calls it through apiCall.
 */
export const upload = endpoint({ ...staff, method: 'POST', path: '/api/admin/videos/upload', summary: '영상 파일 보내기 (tus)' });

export const subtitles = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/lectures/:lc_no/subtitles',
  params: 'lectureSubtitleParams',
  response: 'adminSubtitleList',
  summary: '강의 자막 목록',
  errors: ['LECTURE_NOT_FOUND'],
});

export const putSubtitle = endpoint({
  ...staff,
  method: 'PUT',
  path: '/api/admin/lectures/:lc_no/subtitles/:lang',
  params: 'subtitleParams',
  body: 'subtitleBody',
  response: 'adminSubtitle',
  summary: '강의 자막 올리기 (WebVTT, 같은 언어는 바꿔 씁니다)',
  errors: ['LECTURE_NOT_FOUND', 'ADMIN_SUBTITLE_LANG', 'ADMIN_SUBTITLE_TOO_LARGE', 'ADMIN_SUBTITLE_NOT_VTT', 'ADMIN_SUBTITLE_NO_CUES', 'ADMIN_SUBTITLE_BAD_TIME'],
});

/** Answers no data (`data: null`), without a response schema as before. */
export const deleteSubtitle = endpoint({
  ...staff,
  method: 'DELETE',
  path: '/api/admin/lectures/:lc_no/subtitles/:lang',
  params: 'subtitleParams',
  summary: '강의 자막 지우기',
  errors: ['LECTURE_NOT_FOUND', 'ADMIN_SUBTITLE_LANG', 'ADMIN_SUBTITLE_NOT_FOUND'],
});
