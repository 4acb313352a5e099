import { endpoint } from '../endpoint.ts';

// The member side of learning: access, starting and playing a lecture, progress, history, signed media
// (apps/api/src/modules/play, docs/decisions/017). The web calls this area `learning`.

export const courseAccess = endpoint({
  method: 'GET',
  path: '/api/rs/access/:course_sn',
  params: 'courseAccessParams',
  response: 'courseAccessResponse',
  summary: '수강 권한 확인 (0000: 재생 가능, 0907: 로그인 필요, 3010: 이용권 필요 → /payment/product)',
  tags: ['play'],
  errors: ['LOGIN_REQUIRED', 'COURSE_NOT_FOUND', 'COURSE_ACCESS_DENIED'],
});

export const start = endpoint({
  method: 'POST',
  path: '/api/rs/auto',
  body: 'lectureBody',
  response: 'autoResponse',
  summary: '재생 시작 기록 (권한 확인)',
  tags: ['play'],
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'COURSE_ACCESS_DENIED'],
});

export const setTime = endpoint({
  method: 'PUT',
  path: '/api/rs/play/setTime',
  body: 'setTimeBody',
  response: 'setTimeResponse',
  summary: '재생 위치 저장',
  tags: ['play'],
  bearer: true,
  errors: ['PLAY_NOT_STARTED'],
});

export const info = endpoint({
  method: 'GET',
  path: '/api/rs/play/:lc_no',
  params: 'lectureParams',
  response: 'playInfoResponse',
  summary: '재생 정보 (서명된 영상 주소, 이어보기 위치)',
  tags: ['play'],
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'REFUND_IN_PROGRESS', 'MEDIA_NOT_READY'],
});

export const next = endpoint({
  method: 'GET',
  path: '/api/rs/next',
  query: 'nextQuery',
  response: 'nextResponse',
  summary: '다음 강의 (lc_no 없이: 내 학습에서 이어 볼 강의, 로그인 필요; 없으면 data null)',
  tags: ['play'],
  errors: ['LECTURE_NOT_FOUND', 'LOGIN_REQUIRED'],
});

export const learning = endpoint({
  method: 'GET',
  path: '/api/rs/learning',
  response: 'learningResponse',
  summary: '내 강의실 (강의별 진도)',
  tags: ['play'],
  bearer: true,
});

export const latest = endpoint({
  method: 'GET',
  path: '/api/my/latest',
  query: 'latestQuery',
  response: 'latestResponse',
  summary: '최근 본 강의 (이어보기)',
  tags: ['play'],
  bearer: true,
});

// Signed HLS (decisions 017, 082, 083): files, not the envelope. The player reaches them through the addresses
// `info` answers, never by these paths; they are here for the API's routes and its document.
const playlistSummary = '서명된 HLS 재생목록 (세션·동시 재생·수강 권한 확인)';
const mediaErrors = ['MEDIA_LINK_INVALID', 'MEDIA_NOT_READY', 'STREAM_TAKEN_OVER', 'REFUND_IN_PROGRESS'] as const;

export const hlsMaster = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/:name.m3u8',
  params: 'hlsMasterParams',
  summary: playlistSummary,
  tags: ['play'],
  errors: mediaErrors,
});

export const hlsPlaylist = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/:rendition/:name.m3u8',
  params: 'hlsFileParams',
  summary: playlistSummary,
  tags: ['play'],
  errors: mediaErrors,
});

export const hlsSubtitle = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/subtitles/:lang.vtt',
  params: 'hlsSubtitleParams',
  summary: '강의 자막 (WebVTT, 서명된 재생 링크 아래)',
  tags: ['play'],
  errors: mediaErrors,
});

export const hlsKey = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/key/:kid.key',
  params: 'hlsKeyParams',
  summary: '영상 복호화 키 (AES-128, 로그인한 회원의 재생 중인 기기에만)',
  tags: ['play'],
  bearer: true,
  errors: mediaErrors,
});

// Asked every few seconds while a video plays: another device taking the stream stops this one within that time,
// not only at its next key (decision 107). One look-up of the stream, no access rule (the next key checks that).
export const streamState = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/state',
  params: 'hlsStreamParams',
  response: 'streamStateResponse',
  summary: '이 기기의 재생이 계속되는지 확인 (다른 기기가 재생을 시작하면 3040)',
  tags: ['play'],
  bearer: true,
  errors: ['MEDIA_LINK_INVALID', 'STREAM_TAKEN_OVER'],
});

const segmentSummary = '서명된 HLS 세그먼트 (AES-128로 암호화; 서명만 확인)';

export const hlsSegmentM4s = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/:rendition/:name.m4s',
  params: 'hlsFileParams',
  summary: segmentSummary,
  tags: ['play'],
  errors: ['MEDIA_LINK_INVALID', 'MEDIA_NOT_READY'],
});

export const hlsSegmentMp4 = endpoint({
  method: 'GET',
  path: '/api/media/hls/:lc_no/:token/:rendition/:name.mp4',
  params: 'hlsFileParams',
  summary: segmentSummary,
  tags: ['play'],
  errors: ['MEDIA_LINK_INVALID', 'MEDIA_NOT_READY'],
});
