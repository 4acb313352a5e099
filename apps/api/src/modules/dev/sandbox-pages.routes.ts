import { devApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { SANDBOX_IDEN_COMPLETE_PATH, SandboxIdentity } from '../../providers/identity/sandbox.ts';
import type { IdentityVerifier } from '../../providers/identity/identity.ts';
import { esc, SandboxOAuth } from '../../providers/oauth/sandbox.ts';
import type { OAuthProvider, SocialProviderCd } from '../../providers/oauth/oauth.ts';
import { safeReturnUrl } from '../../http/return-url.ts';

const html = (title: string, body: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body><main>${body}</main></body></html>`;

/**
 * Stand-ins for the providers' own pages (social sign-in, identity window), so both
 * flows can be tried end to end without keys. Registered only with sandbox providers.
 */
export const sandboxPagesRoutes: FastifyPluginAsyncZod<{
  oauthProvider: (cd: SocialProviderCd) => OAuthProvider | undefined;
  verifier: IdentityVerifier;
}> = async (app, { oauthProvider, verifier }) => {
  route(
    app,
    devApi.oauthAuthorize,
    {},
    async (req, reply) => {
      const provider = oauthProvider(req.params.provider_cd);
      if (!(provider instanceof SandboxOAuth)) throw new AppError('NOT_FOUND');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await provider.authorizePage(req.query));
    },
  );

  if (!(verifier instanceof SandboxIdentity)) return;
  const sandbox = verifier;

  route(
    app,
    devApi.idenWindow,
    {},
    async (req, reply) => {
      const form = `<h1>본인인증 (샌드박스)</h1><p>실제 통신사 인증을 하지 않는 테스트용 화면입니다. 같은 이름·생년월일·휴대폰 번호는 같은 사람으로 취급합니다.</p>
<form method="get" action="${SANDBOX_IDEN_COMPLETE_PATH}">
<input type="hidden" name="tx" value="${esc(req.query.tx)}"><input type="hidden" name="return" value="${esc(safeReturnUrl(req.query.return))}">
<p><label>이름 <input name="name" value="김인증" required maxlength="30"></label></p>
<p><label>생년월일 <input name="birth" type="date" value="1990-01-01" required></label></p>
<p><label>성별 <select name="gender"><option value="M">남</option><option value="F">여</option></select></label></p>
<p><label>휴대폰 번호 <input name="hpno" value="01012345678" required maxlength="13"></label></p>
<p><label><input type="checkbox" name="fail" value="Y"> 인증 실패로 응답</label></p>
<p><button type="submit">인증 완료</button></p></form>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html('본인인증 (샌드박스)', form));
    },
  );

  route(
    app,
    devApi.idenComplete,
    {},
    async (req, reply) => {
      const q = req.query;
      const token = sandbox.issueToken({ clientTxId: q.tx, name: q.name, birth: q.birth, gender: q.gender, hpno: q.hpno, fail: q.fail === 'Y' });
      return reply.redirect(`${safeReturnUrl(q.return)}#${new URLSearchParams({ encryptMOKKeyToken: token }).toString()}`, 303);
    },
  );
};
