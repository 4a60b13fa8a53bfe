// Database faults the server survives (docs/database-faults.md): a connection the database ended
// (pg_terminate_backend, a restart, a failover, an idle timeout), a database that does not answer a
// connection in time, a query that outlives its time limit. None of them is a bug in the request:
// the caller gets HTTP 503 with a retry message, the transaction was rolled back (or, when the
// connection died during COMMIT, the idempotency keys make a retry safe), and the pool replaces the
// broken connection by itself.

/** SQLSTATE classes and codes that mean "the database is away", not "the statement is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300|53400)$/
/** Node socket errors and node-postgres' own messages for a lost or unreachable server. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down|in recovery mode)/i

const own = (e: object, k: string): unknown => (e as Record<string, unknown>)[k]

/** True when this error (or one it wraps, e.g. Drizzle's query error) says the database is away. */
export function isDbUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false
  const code = own(err, 'code')
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true
  const message = own(err, 'message')
  if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true
  const errors = own(err, 'errors')
  if (Array.isArray(errors) && errors.some((x) => isDbUnavailable(x, depth + 1))) return true
  return isDbUnavailable(own(err, 'cause'), depth + 1)
}
