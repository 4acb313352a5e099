import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Slower than this, a request is logged at `warn` whatever the log level of ordinary requests. */
export const SLOW_REQUEST_MS = 500;

/**
 * One log line per request instead of Fastify's two at `info` (`incoming request`, `request
 * completed`): at thousands of reads a second those lines were a large share of a request's cost
 * (issue 13). Ordinary requests log at `debug`; failed (5xx or errored) and slow requests always
 * reach the log at `warn`/`error`. Errors the error handler sees are also logged there with their stack.
 */
export class LeanLogController extends LogController {
  /** `onCompleted` sees every answered request (the metrics), without a hook of its own. */
  constructor(private readonly onCompleted?: (request: FastifyRequest, reply: FastifyReply) => void) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    this.onCompleted?.(request, reply);
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500 || responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, reply.statusCode >= 500 ? 'request failed' : 'slow request');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
