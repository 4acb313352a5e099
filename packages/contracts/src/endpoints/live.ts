import { endpoint } from '../endpoint.ts';

// Live classes (apps/api/src/modules/live; docs/decisions/119, 120): the schedule members see, the chat socket, and
// scheduling in the console (staff for any teacher, a teacher for their own classes; the stream key shown once).

export const list = endpoint({
  method: 'GET',
  path: '/api/live',
  query: 'liveListQuery',
  response: 'liveListResponse',
  summary: '라이브 수업 일정 (예정·라이브, 최근 종료; 강의별, 종료 전 것만 고를 수 있음)',
  tags: ['live'],
});

export const detail = endpoint({
  method: 'GET',
  path: '/api/live/:live_id',
  params: 'liveParams',
  response: 'liveDetailResponse',
  summary: '라이브 수업: 상태와 내가 볼 수 있는지 (토큰이 있으면 회원으로 판단)',
  tags: ['live'],
  errors: ['LIVE_NOT_FOUND'],
});

/**
 * The chat socket. A GET with `Upgrade: websocket`; a plain GET answers 3213. Frames are JSON: the client's first is
 * `auth` (schema liveChatClientFrame), the server answers `ready` then history after `after` and live messages
 * (liveChatServerFrame); a refused connection gets one `refused` frame and is closed (4403, or 4401 without auth).
 */
export const chat = endpoint({
  method: 'GET',
  path: '/api/live/:live_id/chat',
  params: 'liveParams',
  response: 'liveChatServerFrame',
  summary:
    'WebSocket 채팅. 첫 프레임 {type:"auth", token, after} → {type:"ready"} 뒤 after 이후 메시지와 실시간 메시지. 보내기 {type:"send", text, question}, 강사·운영자 {type:"hide"|"answered", id}, {type:"mute", member_id, on}, {type:"pin", text}. 프레임 형식은 스키마 liveChatClientFrame / liveChatServerFrame.',
  tags: ['live'],
  errors: [
    'LIVE_CHAT_UPGRADE',
    'LIVE_NOT_FOUND',
    'LIVE_NOT_ENTITLED',
    'LIVE_BANNED',
    'LIVE_CHAT_AUTH_TIMEOUT',
    'LIVE_CHAT_UNREADABLE',
    'LIVE_CHAT_READ_ONLY',
    'LIVE_CHAT_NOT_STAFF',
    'LIVE_CHAT_CLOSED',
    'LIVE_MESSAGE_NOT_FOUND',
    'LIVE_CHAT_INVALID',
    'LIVE_CHAT_MUTED',
    'LIVE_CHAT_RATE_LIMIT',
    'LIVE_CHAT_SLOW_MODE',
    'LIVE_CHAT_REPEAT',
    'LIVE_CHAT_LINK',
    'LIVE_CHAT_ADVICE_HELD',
  ],
});

// The broadcast for viewers (decision 140): the member's stream (one at a time with lectures), then the signed files.
const streamRefusals = ['LIVE_NOT_FOUND', 'LIVE_STREAM_NOT_ENTITLED', 'LIVE_STREAM_BANNED', 'LIVE_STREAM_PREPARING', 'LIVE_STREAM_ENDED'] as const;

export const watch = endpoint({
  method: 'GET',
  path: '/api/live/:live_id/watch',
  params: 'liveParams',
  response: 'liveWatchResponse',
  bearer: true,
  summary: '라이브 방송 보기: 이 기기의 재생을 시작하고 서명된 재생목록 주소를 받음 (다른 기기의 재생은 멈춤)',
  tags: ['live'],
  errors: streamRefusals,
});

const liveFileErrors = [...streamRefusals, 'LIVE_STREAM_LINK_INVALID', 'STREAM_TAKEN_OVER'] as const;

export const hlsPlaylist = endpoint({
  method: 'GET',
  path: '/api/media/live/:live_id/:token/index.m3u8',
  params: 'liveMediaParams',
  summary: '라이브 재생목록 (서명된 주소; 세션·동시 재생·시청 대상 확인, 세그먼트와 키 주소는 서명된 주소로 바꿔 줌)',
  tags: ['live'],
  errors: liveFileErrors,
});

export const hlsSegment = endpoint({
  method: 'GET',
  path: '/api/media/live/:live_id/:token/:name.ts',
  params: 'liveSegmentParams',
  summary: '라이브 세그먼트 (AES-128로 암호화; 서명만 확인, 재생목록에 오른 것만)',
  tags: ['live'],
  errors: ['LIVE_STREAM_LINK_INVALID', 'LIVE_STREAM_SEGMENT_MISSING'],
});

export const hlsKey = endpoint({
  method: 'GET',
  path: '/api/media/live/:live_id/:token/key/:kid.key',
  params: 'liveKeyParams',
  bearer: true,
  summary: '라이브 방송 복호화 키 (AES-128, 방송 중에만, 로그인한 회원의 재생 중인 기기에만)',
  tags: ['live'],
  errors: liveFileErrors,
});

// Reminders (decision 129): a notice 10 minutes before the start, once, on the channels chosen for 라이브 수업.
export const reminders = endpoint({ method: 'GET', path: '/api/live/reminders', response: 'liveReminderList', bearer: true, summary: '내가 알림을 신청한 라이브 수업 (시작 전)', tags: ['live'] });

export const remind = endpoint({
  method: 'PUT',
  path: '/api/live/:live_id/reminder',
  params: 'liveParams',
  response: 'liveReminderAnswer',
  bearer: true,
  summary: '라이브 수업 알림 신청 (시작 10분 전 한 번, 알림 설정의 라이브 수업 채널로)',
  tags: ['live'],
  errors: ['LIVE_NOT_FOUND', 'LIVE_NOT_ENTITLED', 'LIVE_BANNED', 'LIVE_REMINDER_CLOSED'],
});

export const unremind = endpoint({ method: 'DELETE', path: '/api/live/:live_id/reminder', params: 'liveParams', response: 'liveReminderAnswer', bearer: true, summary: '라이브 수업 알림 취소', tags: ['live'], errors: ['LIVE_NOT_FOUND'] });

const manage = { tags: ['live-admin'], bearer: true } as const;
const own = ['LIVE_NOT_FOUND', 'LIVE_NOT_OWN'] as const;
const scheduling = [...own, 'LIVE_AUDIENCE_REF', 'LIVE_TEACHER_NOT_FOUND'] as const;

export const adminList = endpoint({ ...manage, method: 'GET', path: '/api/admin/live', response: 'adminLiveList', summary: '라이브 수업 관리: 목록 (강사는 자기 수업)', errors: ['LIVE_NOT_OWN'] });

export const schedule = endpoint({
  ...manage,
  method: 'POST',
  path: '/api/admin/live',
  body: 'liveScheduleBody',
  response: 'liveKeyAnswer',
  summary: '라이브 수업 예약 (스트림 키는 이 응답에서 한 번만 보입니다)',
  errors: scheduling,
});

export const edit = endpoint({
  ...manage,
  method: 'PUT',
  path: '/api/admin/live/:live_id',
  params: 'liveParams',
  body: 'liveScheduleBody',
  response: 'adminLiveAnswer',
  summary: '라이브 수업 수정 (제목, 일시, 시청 대상, 슬로 모드, 공지)',
  errors: [...scheduling, 'LIVE_ENDED'],
});

export const rotateKey = endpoint({
  ...manage,
  method: 'POST',
  path: '/api/admin/live/:live_id/key',
  params: 'liveParams',
  response: 'liveKeyAnswer',
  summary: '스트림 키 재발급 (이전 키는 바로 막히고 새 키는 한 번만 보입니다)',
  errors: [...own, 'LIVE_ENDED'],
});

export const start = endpoint({ ...manage, method: 'POST', path: '/api/admin/live/:live_id/start', params: 'liveParams', response: 'adminLiveAnswer', summary: '방송 시작 (라이브로 표시)', errors: [...own, 'LIVE_ENDED'] });

export const end = endpoint({ ...manage, method: 'POST', path: '/api/admin/live/:live_id/end', params: 'liveParams', response: 'adminLiveAnswer', summary: '방송 종료', errors: [...own, 'LIVE_ENDED'] });

export const recording = endpoint({
  ...manage,
  method: 'POST',
  path: '/api/admin/live/:live_id/recording',
  params: 'liveParams',
  body: 'liveRecordingBody',
  response: 'liveRecordingAnswer',
  summary: '다시보기를 강의로: 끝난 방송의 영상을 강의의 수정 제안에 새 강의로 추가 (검토 후 공개)',
  errors: [...own, 'LIVE_RECORDING_NOT_ENDED', 'LIVE_RECORDING_COURSE', 'LIVE_RECORDING_VIDEO', 'LIVE_RECORDING_EXISTS', 'LIVE_RECORDING_DRAFT_BUSY'],
});

// Live now, attendance, bans (decision 129).
export const now = endpoint({ ...manage, method: 'GET', path: '/api/admin/live/now', response: 'liveNowList', summary: '라이브 현황: 방송 중인 수업의 시청자와 분당 채팅 수 (강사는 자기 수업)', errors: ['LIVE_NOT_OWN'] });

export const attendance = endpoint({
  ...manage,
  method: 'GET',
  path: '/api/admin/live/:live_id/attendance',
  params: 'liveParams',
  response: 'liveAttendance',
  summary: '라이브 수업 출석: 누가 얼마나 보았는지 (강사는 자기 수업)',
  errors: own,
});

export const bans = endpoint({ ...manage, method: 'GET', path: '/api/admin/live/bans', response: 'liveBanList', summary: '라이브 채팅 이용 제한 회원 (운영자)' });

export const ban = endpoint({
  ...manage,
  method: 'POST',
  path: '/api/admin/live/bans',
  body: 'liveBanBody',
  response: 'liveBanAnswer',
  summary: '라이브 채팅 이용 제한 (모든 수업, 사유 기록; 연결 중인 채팅은 바로 끊깁니다)',
  errors: ['LIVE_BAN_TARGET'],
});

export const unban = endpoint({ ...manage, method: 'DELETE', path: '/api/admin/live/bans/:member_id', params: 'liveBanParams', response: 'liveUnbanAnswer', summary: '라이브 채팅 이용 제한 해제', errors: ['LIVE_BAN_NOT_FOUND'] });
