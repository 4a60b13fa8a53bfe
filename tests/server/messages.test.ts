// Every message a player can see is text, never a catalog key, in both languages: every key the
// server throws or answers with resolves to text; every route's refusals (anonymous, logged in, with
// an empty and with a malformed body) carry text; and the refusals that once leaked their keys
// (m.venueUnavailable, g.insufficient, g.noRound, g.fast3Closed) answer their sentence.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { agentCalls, type Call, calls, gameCalls, protectionCalls } from '../../core/contract'
import { fast3NextDrawAt } from '../../core/games/engines/fast3'
import { adminText } from '../../server/admin/messages'
import { clock } from '../../server/clock'
import { t } from '../../server/http/messages'
import { type Registered, registerAndLogin } from './helpers'
import { auth, moneyApp } from './money-kit'
import { addPartnerVenue, installSandboxPartner, PARTNER_VENUE } from './sandbox-kit'

/** What a catalog key looks like: dotted lower-camel segments (`m.venueUnavailable`, `g.noRound`). */
const KEYLIKE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : []
  })

/** Keys the server refuses or answers with: BizError(code, 'key') and ok(data, 'key'). */
const thrownKeys = () => {
  const keys = new Set<string>()
  for (const file of sourceFiles('server')) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/new BizError\(\s*(?:\d+|ProtectionCode\.\w+),\s*'([^']+)'/g))
      keys.add(m[1])
    for (const m of text.matchAll(/\bok\([^,()]+,\s*'([^']+)'/g)) keys.add(m[1])
    // A shared draw's refusal after its close is named by each game (server/games/draws.ts).
    for (const m of text.matchAll(/\bclosedError:\s*'([^']+)'/g)) keys.add(m[1])
  }
  // Keys built from parts (server/protection/gate.ts): every limit kind and window.
  for (const kind of ['deposit', 'loss'])
    for (const period of ['day', 'week', 'month'])
      for (const form of ['Limit', 'LimitFull']) keys.add(`p.${kind}${form}.${period}`)
  return [...keys].filter((k) => KEYLIKE.test(k))
}

let app: FastifyInstance
let p: Registered
let partner: ReturnType<typeof installSandboxPartner>

const ask = async (call: Call, body: unknown, opts: { token?: string; lang?: 'zh' | 'en' } = {}) => {
  const headers: Record<string, string> = { lang: opts.lang ?? 'zh' }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  const fields = (body ?? {}) as Record<string, unknown>
  const url = call.path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(fields[k] ?? 'x')))
  const res =
    call.method === 'GET'
      ? await app.inject({ method: 'GET', url, query: body as Record<string, string>, headers })
      : await app.inject({ method: 'POST', url, payload: body as object, headers })
  return res.json() as { code: number; message: string }
}

beforeAll(async () => {
  app = await moneyApp()
  partner = installSandboxPartner(app)
  await addPartnerVenue(app)
  p = await registerAndLogin(app)
}, 180_000)

describe('no answer carries a catalog key', () => {
  it('every key the server throws or answers with is text in zh and in en', () => {
    const keys = thrownKeys()
    // The ones that once leaked are among them, so this check covers them.
    for (const k of ['m.venueUnavailable', 'g.insufficient', 'g.noRound', 'g.fast3Closed'])
      expect(keys).toContain(k)
    for (const k of keys)
      for (const lang of ['zh', 'en'] as const) {
        // The operator API's refusals (a.*) are answered by its own catalog (server/admin/messages.ts).
        const text = (k.startsWith('a.') ? adminText : t)(lang, k, {
          min: 1,
          max: 2,
          n: 3,
          left: 4,
          minutes: 5,
          begin: 'a',
          end: 'b',
        })
        expect(text, `${lang} ${k}`).not.toBe(k)
        expect(KEYLIKE.test(text), `${lang} ${k} -> ${text}`).toBe(false)
      }
  })

  it("every route's refusals, anonymous and logged in, empty and malformed, in both languages", async () => {
    const everyCall = [
      ...Object.values(calls),
      ...Object.values(gameCalls),
      ...Object.values(protectionCalls),
      ...Object.values(agentCalls),
    ] as Call[]
    const bodies: unknown[] = [{}, { amount: 'x', page: -1, type: 99, venue: 'nope', round_id: 'none' }]
    let checked = 0
    for (const call of everyCall)
      for (const body of bodies)
        for (const token of [undefined, p.token])
          for (const lang of ['zh', 'en'] as const) {
            const env = await ask(call, body, { token, lang })
            expect(typeof env.message, call.path).toBe('string')
            expect(KEYLIKE.test(env.message), `${call.path} (${lang}) answered ${env.message}`).toBe(false)
            checked++
          }
    expect(checked).toBeGreaterThan(100)
  })

  it('the refusals that once leaked their keys answer their sentence', async () => {
    // The sweep above logged its player off; this one has a session of its own.
    p = await registerAndLogin(app)
    // g.insufficient: a spin with an empty venue wallet.
    const spin = await ask(gameCalls.slotSpin, { venue: 'jdslot', game: 'jdslot-01', stake: 1 }, auth(p))
    expect(spin).toMatchObject({ code: 210, message: '余额不足，请先充值或转入场馆钱包' })
    // g.noRound: a round that does not exist.
    const round = await ask(gameCalls.gameRound, { round_id: 'SL0-0' }, { ...auth(p), lang: 'en' })
    expect(round).toMatchObject({ code: 202, message: 'No such round' })
    // g.fast3Closed: a contribution 2 s before the draw.
    const realNow = clock.now
    clock.now = () => new Date(fast3NextDrawAt(Date.now()) - 2000)
    try {
      const closed = await ask(gameCalls.fast3Seed, { client_seed: 'abc123' }, auth(p))
      expect(closed).toMatchObject({ code: 203, message: '本期已封盘，请等待下一期' })
    } finally {
      clock.now = realNow
    }
    // m.venueUnavailable: a partner venue's balance while the partner refuses the connection.
    partner.fault = async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
    }
    try {
      const venue = await ask(calls.userapimoney, { platname: PARTNER_VENUE }, auth(p))
      expect(venue).toMatchObject({ code: 209, message: '场馆暂时无法连接，请稍后再试' })
    } finally {
      partner.fault = null
    }
  })
})
