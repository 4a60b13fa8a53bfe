// How a money call runs: per-user rate limit, Idempotency-Key replay, checks that must be counted
// outside the transaction (the pay password), then the work in ONE transaction together with the
// stored answer. A refusal inside the transaction rolls its effects back to a savepoint and is stored
// too, so a replay gets the first answer, whatever it was. Same key, other body: code 1000.
import { createHash, randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Call, ResponseOf } from '../../core/contract'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { HoldAlreadySettled, IdempotencyConflict } from '../ledger'
import { moneyText } from '../ledger/messages'
import { defineRoute, ok, type RouteContext } from './route'

export type Answer<T> = { data: T; message: string; params?: Record<string, string | number> }
export const answer = <T>(
  data: T,
  message = 'm.ok',
  params?: Record<string, string | number>,
): Answer<T> => ({
  data,
  message,
  params,
})

type Handler<C extends Call> = {
  /** Checks run before the transaction whose side effects must stay (the pay-password failure counter). */
  pre?: (ctx: RouteContext<C>) => Promise<void>
  run: (q: Query, ctx: RouteContext<C>) => Promise<Answer<ResponseOf<C>>>
}

type Stored = {
  call: string
  request_hash: string
  code: number | null
  message: string | null
  data: unknown
}

// Money calls per player: app.config.moneyLimit, by default 60 per 6 s (bursts of a few dozen, 10/s
// sustained). Counted by the API rate limit's plugin in its store (server/http/ratelimit.ts), so every
// instance counts into the same place and a restart does not reset it.
const moneyCaller = new WeakMap<FastifyRequest, number>()
type Limiter = ReturnType<FastifyInstance['createRateLimit']>
const limiters = new WeakMap<FastifyInstance, Limiter>()

async function takeToken(app: FastifyInstance, req: FastifyRequest, userId: number) {
  let limiter = limiters.get(app)
  if (!limiter) {
    limiter = app.createRateLimit({
      max: app.config.moneyLimit.max,
      timeWindow: app.config.moneyLimit.windowMs,
      keyGenerator: (r) => `money:${moneyCaller.get(r) ?? 0}`,
    })
    limiters.set(app, limiter)
  }
  moneyCaller.set(req, userId)
  const r = await limiter(req)
  if (!r.isAllowed && r.isExceeded) throw new BizError(429, 'm.tooFast')
}

const hashOf = (path: string, body: unknown) =>
  createHash('sha256')
    .update(`${path}\n${JSON.stringify(body, (_, v) => (typeof v === 'bigint' ? centsToWire(v) : v))}`)
    .digest('hex')

/** A refusal with an m.* key translated for this request (other keys are left to the shared handler). */
const translated = (e: BizError, lang: 'zh' | 'en') =>
  e.key.startsWith('m.') ? new BizError(e.code, moneyText(lang, e.key, e.params), undefined, e.data) : e

function replay(row: Stored, path: string, hash: string): Answer<unknown> {
  if (row.call !== path || row.request_hash !== hash) throw new BizError(1000, 'err.idempotencyReused')
  const msg = JSON.parse(row.message ?? '{}') as { key: string; params?: Record<string, string | number> }
  // Still running in another transaction that has not committed: treat as a concurrent duplicate.
  if (row.code === null) throw new BizError(409, 'm.alreadyProcessed')
  if (row.code !== 200) throw new BizError(row.code, msg.key, msg.params, row.data ?? null)
  return { data: row.data, message: msg.key, params: msg.params }
}

/** A money call's failure as its answer: ledger refusals become their envelope codes. */
function refusalOf(e: unknown, lang: RouteContext<Call>['lang']): unknown {
  if (e instanceof BizError) return translated(e, lang)
  if (e instanceof IdempotencyConflict) return new BizError(1000, 'err.idempotencyReused')
  if (e instanceof HoldAlreadySettled) return new BizError(409, moneyText(lang, 'm.alreadyProcessed'))
  return e
}

/** The request's identity for idempotency: the caller, its Idempotency-Key and the hash of what it asked. */
async function requestOf<C extends Call>(app: FastifyInstance, call: C, ctx: RouteContext<C>) {
  const userId = call.auth ? ctx.user.id : 0
  if (call.idempotent) await takeToken(app, ctx.req, userId)
  const key = call.idempotent ? ctx.idempotencyKey : undefined
  return { userId, key, hash: key ? hashOf(call.path, ctx.body) : '' }
}

const storedUnder = async (q: Query, userId: number, key: string | undefined) =>
  (
    await q<Stored>(
      'SELECT call, request_hash, code, message, data FROM api_idempotency WHERE user_id = $1 AND key = $2',
      [userId, key],
    )
  )[0]

/** A success answer (stored or fresh) in the caller's language. */
const answered = <T>(a: Answer<unknown>, lang: RouteContext<Call>['lang']) =>
  ok(a.data as T, moneyText(lang, a.message, a.params))

export function moneyRoute<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>) {
  defineRoute(app, call, async (ctx) => {
    try {
      const { userId, key, hash } = await requestOf(app, call, ctx)
      if (key) {
        const prior = await storedUnder(ctx.db.query, userId, key)
        if (prior) return answered<ResponseOf<C>>(replay(prior, call.path, hash), ctx.lang)
      }
      await handler.pre?.(ctx)
      const result = await ctx.db.tx(async (q): Promise<Answer<ResponseOf<C>> | { refusal: BizError }> => {
        if (!key) return handler.run(q, ctx)
        const claimed = await q(
          `INSERT INTO api_idempotency (user_id, key, call, request_hash) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
          [userId, key, call.path, hash],
        )
        if (!claimed.length)
          return replay(await storedUnder(q, userId, key), call.path, hash) as Answer<ResponseOf<C>>
        const store = (code: number, msgKey: string, params: unknown, data: unknown) =>
          q(
            'UPDATE api_idempotency SET code = $3, message = $4, data = $5::jsonb WHERE user_id = $1 AND key = $2',
            [userId, key, code, JSON.stringify({ key: msgKey, params }), JSON.stringify(data ?? null)],
          )
        await q('SAVEPOINT money_call')
        try {
          const a = await handler.run(q, ctx)
          await store(200, a.message, a.params, a.data)
          return a
        } catch (e) {
          if (!(e instanceof BizError)) throw e
          await q('ROLLBACK TO SAVEPOINT money_call')
          await store(e.code, e.key, e.params, e.data)
          return { refusal: e }
        }
      })
      if ('refusal' in result) throw result.refusal
      return answered<ResponseOf<C>>(result, ctx.lang)
    } catch (e) {
      throw refusalOf(e, ctx.lang)
    }
  })
}

/**
 * A money read outside any transaction, for lists that may be answered by a replica (`db.read`,
 * docs/scaling.md): no Idempotency-Key (nothing to replay), the same answers and refusals as
 * moneyRoute's.
 */
export function moneyRead<C extends Call>(
  app: FastifyInstance,
  call: C,
  run: (ctx: RouteContext<C>) => Promise<Answer<ResponseOf<C>>>,
) {
  if (call.idempotent) throw new Error(`${call.path} is idempotent: it is a money call, not a read`)
  defineRoute(app, call, async (ctx) => {
    try {
      return answered<ResponseOf<C>>(await run(ctx), ctx.lang)
    } catch (e) {
      throw refusalOf(e, ctx.lang)
    }
  })
}

/**
 * A money call whose work cannot be one transaction because it waits on someone else (a partner
 * provider's transfer API): `run` gets the database and a request key and commits its own steps, each
 * of which must be idempotent under that key (the Idempotency-Key, or a fresh one without it), so
 * running the same request again never moves money twice. The first answer is stored under the
 * Idempotency-Key when the work is over; a replay returns it. A replay that finds no stored answer
 * (the first attempt is still running, or died) runs the work again, which carries on where it
 * stopped.
 */
export function moneyFlow<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: { run: (db: Db, ctx: RouteContext<C>, requestKey: string) => Promise<Answer<ResponseOf<C>>> },
) {
  defineRoute(app, call, async (ctx) => {
    try {
      const { userId, key, hash } = await requestOf(app, call, ctx)
      if (key) {
        const prior = await storedUnder(ctx.db.query, userId, key)
        if (prior && (prior.code !== null || prior.call !== call.path || prior.request_hash !== hash))
          return answered<ResponseOf<C>>(replay(prior, call.path, hash), ctx.lang)
      }
      let result: Answer<ResponseOf<C>> | { refusal: BizError }
      try {
        result = await handler.run(ctx.db, ctx, key ?? randomUUID())
      } catch (e) {
        if (!(e instanceof BizError)) throw e
        result = { refusal: e }
      }
      if (key) {
        const [code, msgKey, params, data] =
          'refusal' in result
            ? [result.refusal.code, result.refusal.key, result.refusal.params, result.refusal.data]
            : [200, result.message, result.params, result.data]
        // A concurrent run of the same request may have stored first: then its answer is the answer.
        const saved = await ctx.db.query(
          `INSERT INTO api_idempotency (user_id, key, call, request_hash, code, message, data) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
           ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
          [
            userId,
            key,
            call.path,
            hash,
            code,
            JSON.stringify({ key: msgKey, params }),
            JSON.stringify(data ?? null),
          ],
        )
        if (!saved.length)
          return answered<ResponseOf<C>>(
            replay(await storedUnder(ctx.db.query, userId, key), call.path, hash),
            ctx.lang,
          )
      }
      if ('refusal' in result) throw result.refusal
      return answered<ResponseOf<C>>(result, ctx.lang)
    } catch (e) {
      throw refusalOf(e, ctx.lang)
    }
  })
}
