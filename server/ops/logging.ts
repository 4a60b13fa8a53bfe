// The process's logs (docs/operations.md): JSON lines from pino (Fastify's logger), one object per line
// with `reqId` on everything a request logs, its database errors included (the error handlers log
// through req.log). Nothing secret may reach a line: Fastify logs no bodies, and these paths are
// censored wherever they appear in a logged object, among them the values a database driver attaches
// to an error (the statement's parameters, a constraint's detail), which can hold a card number or a
// password hash.
import type { FastifyServerOptions } from 'fastify'

/** The contract's field names that carry a secret or a card number (core/contract/calls.ts). */
const SECRET_FIELDS = [
  'password',
  'confirmPass',
  'paypassword',
  'newpasword',
  'pay_pass',
  'api_token',
  'token',
  'bank_no',
]

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `req.body.${f}`]),
  // pg and drizzle errors: the statement's values and the row a constraint refused.
  'err.params',
  'err.parameters',
  'err.detail',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.detail',
  '*.err.detail',
  '*.err.params',
]

/** Logger options of both Fastify instances (server/main.ts); tests add a stream to read the lines. */
export const loggerOptions = (level = process.env.LOG_LEVEL || 'info') =>
  ({
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  }) satisfies FastifyServerOptions['logger']
