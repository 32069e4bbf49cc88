import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';

/** What a pino logger carries that the line below needs: its destination and its bound fields. */
interface PinoInternals {
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  [pino.symbols.chindingsSym]?: string;
}

/**
 * One JSON line per request (Fastify's own two lines are turned off). The path is logged without
 * its query string, which can carry a reset token.
 *
 * The line is the one pino writes for `request.log.info({method, path, status, ms, userId},
 * 'request')`, put together here: every field is ours and none is secret-named, so pino's
 * formatters and redaction (lib/log-safety.ts) have nothing to do on it, and going through them
 * cost about a tenth of a small answer's CPU (issue #19). Any other logger gets the ordinary call.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const log = request.log as unknown as pino.Logger & PinoInternals;
    const stream = log[pino.symbols.streamSym];
    const bindings = log[pino.symbols.chindingsSym];
    if (stream && typeof bindings === 'string') {
      if (log.isLevelEnabled('info')) stream.write(requestLine(request, reply, bindings));
    } else {
      request.log.info(requestFields(request, reply), 'request');
    }
    done();
  });
});

function requestFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    path: request.url.split('?')[0]!,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
    userId: request.user?.id,
  };
}

/** pino's own line: level, time, the logger's bound fields (pid, reqId), ours, then msg. */
function requestLine(request: FastifyRequest, reply: FastifyReply, bindings: string): string {
  const { method, path, status, ms, userId } = requestFields(request, reply);
  const user = userId === undefined ? '' : `,"userId":${JSON.stringify(userId)}`;
  return (
    `{"level":30,"time":${Date.now()}${bindings},"method":${JSON.stringify(method)},` +
    `"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${user},"msg":"request"}\n`
  );
}
