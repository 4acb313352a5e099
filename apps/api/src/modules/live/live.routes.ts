import { liveApi as api } from '@school/contracts/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { actorOf } from '../../http/admin.ts';
import { AppError } from '../../http/app-error.ts';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route, type EndpointOptions } from '../../http/route.ts';
import type { LiveBroadcast } from './broadcast.ts';
import { serveChat, type ChatDeps } from './chat-socket.ts';
import type { LiveService } from './live.service.ts';

const PLAYLIST = 'application/vnd.apple.mpegurl';

/** The schedule members read, the chat socket (decision 120) and the broadcast for viewers (decision 140). */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService; chat: ChatDeps; broadcast: LiveBroadcast }> = async (app, { live, chat, broadcast }) => {
  route(app, api.list, {}, async (req) => ok(await live.list(req.query)));
  route(app, api.detail, {}, async (req) => {
    const memberId = await optionalMember(app, req);
    return ok(await live.detail(req.params.live_id, memberId === null ? null : { memberId, role: memberOf(req).role }));
  });
  const member = { preHandler: app.requireMember } as const;
  route(app, api.reminders, member, async (req) => ok(await live.reminders(memberOf(req).memberId)));
  route(app, api.remind, member, async (req) => ok(await live.remind({ memberId: memberOf(req).memberId, role: memberOf(req).role }, req.params.live_id), '시작 10분 전에 알려 드립니다.'));
  route(app, api.unremind, member, async (req) => ok(await live.unremind(memberOf(req).memberId, req.params.live_id), '알림을 취소했습니다.'));

  // The broadcast (decision 140): the member's stream, then the signed playlist, segments and key (never stored).
  route(app, api.watch, member, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { memberId, sessionId, role } = memberOf(req);
    return ok(await broadcast.watch({ memberId, sessionId, role }, req.params.live_id));
  });
  route(app, api.hlsPlaylist, {}, async (req, reply) => {
    const body = await broadcast.playlist(req.params.live_id, req.params.token, await bearerOf(req));
    return reply.header('content-type', PLAYLIST).header('cache-control', 'no-store').send(body);
  });
  route(app, api.hlsKey, member, async (req, reply) => {
    const { memberId, sessionId } = memberOf(req);
    const key = await broadcast.key(req.params.live_id, req.params.token, req.params.kid, { memberId, sessionId });
    return reply.header('content-type', 'application/octet-stream').header('cache-control', 'no-store').send(key);
  });
  // Every viewer asks for a segment every two seconds, a classroom behind one address too: the signature is the gate.
  route(app, api.hlsSegment, { config: { rateLimit: false as const }, compress: false as const }, async (req, reply) => {
    const body = await broadcast.segment(req.params.live_id, req.params.token, req.params.name);
    return reply.header('content-type', 'video/mp2t').header('cache-control', 'private, max-age=3600, immutable').send(body);
  });

  /** The bearer member when the request carries a token (checked like any member call), else null. */
  async function bearerOf(req: FastifyRequest) {
    if (req.headers.authorization === undefined) return null;
    await app.requireMember(req);
    const { memberId, sessionId } = memberOf(req);
    return { memberId, sessionId };
  }

  // A plain GET is told to upgrade; the upgrade itself is handed to the socket (its params already checked).
  const socket = {
    wsHandler: (ws: WebSocket, req: { params: { live_id: number } }) => serveChat(chat, ws, req.params.live_id),
  } as unknown as EndpointOptions<typeof api.chat>;
  route(app, api.chat, socket, async () => {
    throw new AppError('LIVE_CHAT_UPGRADE');
  });
};

const teacher = { config: { role: 'teacher' } } as const;
const staff = { config: { role: 'staff' } } as const;

/** Scheduling in the console: staff for any teacher, a teacher for their own classes (the service checks which). */
export const liveConsoleRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  route(app, api.adminList, teacher, async (req) => ok(await live.adminList(actorOf(req))));
  route(app, api.schedule, teacher, async (req) => ok(await live.schedule(actorOf(req), req.body), '라이브 수업을 예약했습니다. 스트림 키는 지금만 보입니다.'));
  route(app, api.edit, teacher, async (req) => ok(await live.edit(actorOf(req), req.params.live_id, req.body), '저장했습니다.'));
  route(app, api.rotateKey, teacher, async (req) => ok(await live.rotateKey(actorOf(req), req.params.live_id), '새 스트림 키를 발급했습니다. 이전 키는 더 이상 쓸 수 없습니다.'));
  route(app, api.start, teacher, async (req) => ok(await live.move(actorOf(req), req.params.live_id, 'live'), '방송을 시작했습니다.'));
  route(app, api.now, teacher, async (req) => ok(await live.now(actorOf(req))));
  route(app, api.attendance, teacher, async (req) => ok(await live.attendance(actorOf(req), req.params.live_id)));
  route(app, api.bans, staff, async () => ok(await live.bans()));
  route(app, api.ban, staff, async (req) => ok(await live.ban(actorOf(req), req.body), '라이브 채팅 이용을 제한했습니다.'));
  route(app, api.unban, staff, async (req) => ok(await live.unban(actorOf(req), req.params.member_id), '라이브 채팅 이용 제한을 해제했습니다.'));
  route(app, api.end, teacher, async (req) => ok(await live.move(actorOf(req), req.params.live_id, 'ended'), '방송을 종료했습니다.'));
  route(app, api.recording, teacher, async (req) =>
    ok(await live.attachRecording(actorOf(req), req.params.live_id, req.body), '다시보기를 강의 수정 제안에 추가했습니다. 검토 후 공개됩니다.'),
  );
};
