import { codes } from '@school/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify raises before routing (a malformed URL, a path parameter past the router's
 * length limit) get the same {code, message, data} envelope as everything else.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ code: codes.INPUT_TOO_LARGE.code, message: codes.INPUT_TOO_LARGE.message, data: null });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ code: codes.INPUT_MALFORMED.code, message: codes.INPUT_MALFORMED.message, data: null });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).send({ code: codes.SERVER_ERROR.code, message: codes.SERVER_ERROR.message, data: null });
}
