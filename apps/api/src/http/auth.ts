import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_DISPLACED_MESSAGE } from '@school/contracts/plain';
import { AppError } from './app-error.ts';

export interface AuthMember {
  memberId: number;
  sessionId: string;
  role: Role;
  /** A console session (opened by alogin): the only kind the console routes take. */
  console: boolean;
  /** A studio session (opened by slogin): the only kind the studio routes take (decision 122). */
  studio: boolean;
}

/**
 * Who may do what: a teacher answers their own courses' questions in the console (decision 095); staff run
 * content and customer support; admins everything, roles included.
 */
export type Role = 'member' | 'teacher' | 'staff' | 'admin';
const RANK: Record<Role, number> = { member: 0, teacher: 1, staff: 2, admin: 3 };

/** A stored role as the guard reads it (anything unknown is a plain member). */
export function roleOf(value: string): Role {
  return value === 'admin' || value === 'staff' || value === 'teacher' ? value : 'member';
}

/** True when `role` includes everything `needed` may do. */
export function hasRole(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on member-only routes. */
    member: AuthMember | null;
  }
  interface FastifyInstance {
    /** preHandler: a live session of an active member, else 0901/0902/0904/0905/0907. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /** onRequest of console routes: as requireMember, the member must hold `role` or a higher one (0906), through a console session (0909). */
    requireRole: (role: Role) => (request: FastifyRequest) => Promise<void>;
    /** onRequest of studio routes: as requireMember, through a studio session (7407) of a teacher or higher (0906). */
    requireStudio: (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthGuardDeps {
  verifyAccess: (token: string) => Promise<{ sessionId: string; memberId: number }>;
  /** One primary-key lookup of the session joined with its member. */
  sessionState: (sessionId: string) => Promise<{ memberId: number; endedAt: Date | null; endReason: string | null; status: string; role: string; kind: string } | undefined>;
  /** The 0905's data for this (token-proven) member: why and until when they are suspended (decision 087). */
  blockedNotice?: (memberId: number) => Promise<unknown>;
}

/**
 * Every member call checks the JWT (signature, expiry), then the session row and the
 * member's status: a signed-out or pushed-out device and a suspended or withdrawn
 * account stop at once, not when the access token runs out.
 */
export function registerAuthGuard(app: FastifyInstance, deps: AuthGuardDeps) {
  app.decorateRequest('member', null);

  const requireMember = async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new AppError('LOGIN_REQUIRED');
    const claims = await deps.verifyAccess(token);
    const state = await deps.sessionState(claims.sessionId);
    if (!state || state.memberId !== claims.memberId) throw new AppError('TOKEN_INVALID');
    // Status first: a withdrawn account's sessions are also ended, and it must read 0905.
    if (state.status !== 'active') throw new AppError('ACCOUNT_BLOCKED', { data: (await deps.blockedNotice?.(state.memberId)) ?? null });
    if (state.endedAt) throw sessionEnded(state.endReason);
    request.member = { memberId: claims.memberId, sessionId: claims.sessionId, role: roleOf(state.role), console: state.kind === 'console', studio: state.kind === 'studio' };
  };

  app.decorate('requireMember', requireMember);
  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    await requireMember(request);
    if (!request.member || !hasRole(request.member.role, role)) throw new AppError('FORBIDDEN');
    // A staff or admin member's ordinary sign-in does not open the console: only the audited alogin does (issue 35).
    if (!request.member.console) throw new AppError('CONSOLE_LOGIN_REQUIRED');
  });
  // The studio takes its own session only, as the console does: a console or member session is sent to slogin.
  app.decorate('requireStudio', async (request: FastifyRequest) => {
    await requireMember(request);
    if (!request.member || !hasRole(request.member.role, 'teacher')) throw new AppError('FORBIDDEN');
    if (!request.member.studio) throw new AppError('STUDIO_LOGIN_REQUIRED');
  });
}

/** 0904, saying so when a newer sign-in pushed this device out (the login page it leads to shows the message). */
export function sessionEnded(endReason: string | null): AppError {
  return new AppError('SESSION_ENDED', endReason === 'displaced' ? { message: SESSION_DISPLACED_MESSAGE } : {});
}

/** The signed-in member of a guarded route. */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('LOGIN_REQUIRED');
  return request.member;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.trim() === '') return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  if (!match?.[1]) throw new AppError('TOKEN_INVALID');
  return match[1];
}

/** The member when the request carries a token (checked like any member call), else null. */
export async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (request.headers.authorization === undefined) return null;
  await app.requireMember(request);
  return memberOf(request).memberId;
}
