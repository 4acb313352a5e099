import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers, computed once. `@fastify/helmet` rebuilds its middleware on every request
 * (parsing the CSP directives each time: ~6 % of a constant route's CPU under load, issue 13);
 * our headers depend on no request (no nonces), so they are taken from one probe request to
 * helmet itself and set from a synchronous hook. Same names, same values.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name, value]) => !NOT_SECURITY.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
