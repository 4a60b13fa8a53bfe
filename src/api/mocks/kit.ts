// How a mock route behaves like the real server (docs/contract.md): the request is parsed with the
// contract's zod schema (code 1000 + the first message key, translated by the `Lang` header), auth
// calls answer 401 without a live session, money-moving calls honour Idempotency-Key, and every
// answer is checked against the contract's response schema before it leaves.
import { HttpResponse, http, type JsonBodyType } from 'msw'
import {
  agentCalls,
  type CallName,
  type Calls,
  calls,
  type NotifyCalls,
  notifyCalls,
  type ParsedRequestOf,
  protectionCalls,
  type RecoveryCalls,
  type ResponseOf,
  recoveryCalls,
  type SupportCalls,
  supportCalls,
} from '../../../core/contract'
import { type SlotLobbyCalls, slotLobbyCalls } from '../../../core/contract/slot-lobby'
import { registerCatalog, translate } from '../../../core/i18n'
import * as recovery from '../../../core/i18n/recovery'
import { db, type MockUser } from './db'

// The fake backend answers recovery calls' refusals in words before the page's catalog has loaded.
registerCatalog(recovery)

export class Refusal extends Error {
  readonly code: number
  readonly params?: Record<string, string | number>
  constructor(code: number, message: string, params?: Record<string, string | number>) {
    super(message)
    this.code = code
    this.params = params
  }
}
/** Throw a business refusal: code and a catalog key or plain text. */
export const refuse = (code: number, message: string, params?: Record<string, string | number>): never => {
  throw new Refusal(code, message, params)
}

/** The contract's calls plus the player-protection calls (their own table, same envelope). */
const table = {
  ...calls,
  ...protectionCalls,
  ...agentCalls,
  ...recoveryCalls,
  ...supportCalls,
  ...notifyCalls,
  ...slotLobbyCalls,
}
type Table = Calls &
  typeof protectionCalls &
  typeof agentCalls &
  RecoveryCalls &
  SupportCalls &
  NotifyCalls &
  SlotLobbyCalls
type Name = keyof Table
type Answer<N extends Name> = ResponseOf<Table[N]> | Ok<ResponseOf<Table[N]>>
type Ctx<N extends Name> = {
  body: ParsedRequestOf<Table[N]>
  /** The caller; always present on `auth` calls (the kit answers 401 before the handler runs). */
  user: MockUser
  request: Request
  params: Record<string, string>
  file?: File
}

/** An answer whose `message` matters (shown to the player, or data for recharge/payinfo). */
export class Ok<T> {
  readonly data: T
  readonly message: string
  constructor(data: T, message: string) {
    this.data = data
    this.message = message
  }
}
export const ok = <T>(data: T, message = 'success') => new Ok(data, message)

const envelope = (code: number, message: string, data: unknown = null, status = 200) =>
  HttpResponse.json({ code, message, data } as JsonBodyType, { status })

export const bearer = (request: Request) => {
  const h = request.headers.get('authorization') ?? ''
  return h.startsWith('Bearer ') ? h.slice(7) : ''
}
export const userOf = (request: Request): MockUser | null => {
  const token = bearer(request)
  if (!token || token.endsWith('-expired')) return null
  const id = db.sessions.get(token)
  return db.users.find((u) => u.id === id) ?? null
}

async function readBody(request: Request, method: string): Promise<{ body: unknown; file?: File }> {
  if (method === 'GET') return { body: Object.fromEntries(new URL(request.url).searchParams) }
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await request.formData()
    const file = form.get('file')
    return { body: {}, file: file instanceof File ? file : undefined }
  }
  const text = await request.text()
  if (!text) return { body: {} }
  try {
    return { body: JSON.parse(text) }
  } catch {
    return { body: Symbol('malformed') }
  }
}

/** One mock route for the call `name`: `handler` returns `data`, `ok(data, message)`, or refuses. */
export function route<N extends Name>(name: N, handler: (ctx: Ctx<N>) => Answer<N> | Promise<Answer<N>>) {
  const c = table[name] as Table[CallName]
  const path = `*${c.path}`
  const method = c.method === 'GET' ? http.get : http.post
  return method(path, async ({ request, params }) => {
    const lang = request.headers.get('lang') === 'en' ? 'en' : 'zh'
    const tr = (key: string, p?: Record<string, string | number>) => translate(lang, key, p)
    const { body: raw, file } = await readBody(request, c.method)
    const user = userOf(request)
    if (c.auth && !user) return envelope(401, tr('net.unauthorized'))
    const input =
      typeof raw === 'object' && raw !== null
        ? { ...(raw as Record<string, unknown>), ...(params as Record<string, string>) }
        : raw
    const parsed = c.request.safeParse(input)
    if (!parsed.success) return envelope(1000, tr(parsed.error.issues[0]?.message ?? 'v.body'))

    const key = c.idempotent ? request.headers.get('idempotency-key') : null
    const fingerprint = JSON.stringify(input)
    if (key) {
      const seen = db.idempotency.get(`${user?.id}:${name}:${key}`)
      if (seen && seen.body !== fingerprint) return envelope(1000, tr('v.body'))
      if (seen) return HttpResponse.json(seen.answer as JsonBodyType)
    }
    try {
      const result = await handler({
        body: parsed.data as ParsedRequestOf<Table[N]>,
        user: user as MockUser,
        request,
        params: params as Record<string, string>,
        file,
      })
      const { data, message } = result instanceof Ok ? result : { data: result, message: 'success' }
      const answer = { code: 200, message: tr(message), data: c.response.parse(data) }
      if (key) db.idempotency.set(`${user?.id}:${name}:${key}`, { body: fingerprint, answer })
      return HttpResponse.json(answer as JsonBodyType)
    } catch (e) {
      if (e instanceof Refusal) {
        const answer = { code: e.code, message: tr(e.message, e.params), data: null }
        if (key) db.idempotency.set(`${user?.id}:${name}:${key}`, { body: fingerprint, answer })
        return e.code === 500 ? envelope(500, answer.message, null, 500) : HttpResponse.json(answer)
      }
      throw e
    }
  })
}
