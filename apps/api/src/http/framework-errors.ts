import { codes } from '@school/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify raises before routing (a malformed URL, a path parameter past the router's
 * length limit) get the same {code, message, data} envelope as everything else.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ code: codes.INPUT_TOO_LARGE.code, message: codes.INPUT_TOO_LARGE.message, data: null });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ code: codes.INPUT_MALFORMED.code, message: codes.INPUT_MALFORMED.message, data: null });
  }
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send({ code: codes.SERVER_ERROR.code, message: codes.SERVER_ERROR.message, data: null });
}
