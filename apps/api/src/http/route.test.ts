import { courseApi, endpoint, playApi } from '@school/contracts/endpoints';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ok } from './reply.ts';
import { route, routeSchema } from './route.ts';

// A body endpoint: the lecture start's.
const start = playApi.start;

async function appWith(plugin: FastifyPluginAsyncZod, prefix = '/api') {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(plugin, { prefix });
  await app.ready();
  return app;
}

describe('route(): a Fastify route from an endpoint object', () => {
  it('registers the path under the plugin prefix and validates with the named schemas', async () => {
    const app = await appWith(async (api) => {
      route(api, courseApi.cover, {}, (request, reply) => reply.send(`file ${request.params.file}`));
      route(api, start, {}, (request) => ok({ lc_no: request.body.lc_no, course_sn: 1, player: 'p' }));
    });
    const cover = await app.inject({ method: 'GET', url: '/api/media/cover/12.svg' });
    expect([cover.statusCode, cover.body]).toEqual([200, 'file 12.svg']);
    expect((await app.inject({ method: 'GET', url: '/api/media/cover/abc' })).statusCode).toBe(400);
    const started = await app.inject({ method: 'POST', url: '/api/rs/auto', payload: { lc_no: 7 } });
    expect(started.json()).toEqual({ code: '0000', message: '성공', data: { lc_no: 7, course_sn: 1, player: 'p' } });
    expect((await app.inject({ method: 'POST', url: '/api/rs/auto', payload: { lc_no: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/media/cover/12.svg' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses to register an endpoint outside the plugin prefix', async () => {
    await expect(appWith(async (api) => route(api, courseApi.main, {}, () => undefined), '/other')).rejects.toThrow('/api/rs/main/:id cannot be registered under /other');
  });

  it('documents the endpoint as before, with its bearer scheme and the codes it may answer', () => {
    const schema = routeSchema(start);
    expect(schema).toMatchObject({ tags: ['play'], summary: '재생 시작 기록 (권한 확인)', security: [{ bearer: [] }], description: expect.stringContaining('3004') as unknown });
    expect(Object.keys(schema).sort()).toEqual(['body', 'description', 'response', 'security', 'summary', 'tags']);
    expect(Object.keys(routeSchema(courseApi.cover)).sort()).toEqual(['params', 'querystring', 'summary', 'tags']);
  });

  it('validates the request headers an endpoint names (the guardian key)', async () => {
    const child = endpoint({ method: 'GET', path: '/api/guardian/child', headers: 'guardianHeaders', summary: '자녀 회원정보 열람', tags: ['guardian'] });
    const app = await appWith(async (api) => {
      route(api, child, {}, (request, reply) => {
        expectTypeOf(request.headers['x-guardian-token']).toEqualTypeOf<string>();
        return reply.send(`key ${request.headers['x-guardian-token']}`);
      });
    });
    const keyed = await app.inject({ method: 'GET', url: '/api/guardian/child', headers: { 'x-guardian-token': 'k1' } });
    expect([keyed.statusCode, keyed.body]).toEqual([200, 'key k1']);
    expect((await app.inject({ method: 'GET', url: '/api/guardian/child' })).statusCode).toBe(400);
    await app.close();
  });

  it('types the request and the answer from the contract (npm run typecheck fails otherwise)', () => {
    const plugin: FastifyPluginAsyncZod = async (api) => {
      route(api, courseApi.main, {}, (request) => {
        expectTypeOf(request.params.id).toEqualTypeOf<number>();
        // @ts-expect-error the course page has no `lc_no` in its address
        void request.params.lc_no;
        return undefined;
      });
      route(api, start, {}, (request) => {
        expectTypeOf(request.body).toEqualTypeOf<{ lc_no: number }>();
        return ok({ lc_no: request.body.lc_no, course_sn: 1, player: 'p' });
      });
      // @ts-expect-error an answer of the wrong shape
      route(api, start, {}, () => ok({ lc_no: 'seven' }));
    };
    expect(plugin).toBeTypeOf('function');
  });
});
