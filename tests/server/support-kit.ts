// Helpers of the chat's server tests (docs/support.md): the desk's settings and presence reset between
// tests, a player's chat calls, and a Server-Sent Events reader over a real socket.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { type SupportMessage, supportCalls } from '../../core/contract'
import type { SupportSettings } from '../../core/contract/support-desk'
import { SUPPORT_DEFAULTS } from '../../server/support/settings'
import { callApi, testDb } from './helpers'

/** Every live conversation closed, every agent away, the settings as given (defaults otherwise). */
export async function resetDesk(settings: Partial<SupportSettings> = {}) {
  const db = await testDb()
  await db.query(
    "UPDATE support_conversations SET state = 'closed', closed_at = now() WHERE state <> 'closed'",
  )
  await db.query('UPDATE support_agents SET available = false')
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('support', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify({ ...SUPPORT_DEFAULTS, ...settings })],
  )
}

/** Hours that exclude the present moment (Beijing): the desk opens an hour from now for one hour. */
export function closedNow(): Pick<SupportSettings, 'opens' | 'closes'> {
  const h = (new Date().getUTCHours() + 8 + 1) % 24
  const hh = (n: number) => `${String(n % 24).padStart(2, '0')}:00`
  return { opens: hh(h), closes: hh(h + 1) }
}

export type Who = { token?: string; headers?: Record<string, string> }

export const say = async (app: FastifyInstance, who: Who, text: string, key?: string) => {
  const env = await callApi(
    app,
    supportCalls.supportSend,
    { text },
    {
      token: who.token,
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    },
  )
  expect(env.code, env.message).toBe(200)
  return env.data
}

export type Event = { event: string; id?: number; data: unknown }

/**
 * Opens `url` as an event stream and collects events until `done` says so (or `ms` pass); then cuts
 * the connection, as a dropped network would.
 */
export async function collect(
  url: string,
  done: (events: Event[]) => boolean,
  opts: { lastEventId?: number; ms?: number } = {},
): Promise<Event[]> {
  const ctl = new AbortController()
  const timer = setTimeout(() => ctl.abort(), opts.ms ?? 5000)
  const events: Event[] = []
  try {
    const res = await fetch(url, {
      signal: ctl.signal,
      headers: opts.lastEventId !== undefined ? { 'last-event-id': String(opts.lastEventId) } : {},
    })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buf = ''
    while (!done(events)) {
      const { value, done: end } = await reader.read()
      if (end) break
      buf += decoder.decode(value, { stream: true })
      let cut = buf.indexOf('\n\n')
      while (cut >= 0) {
        const block = buf.slice(0, cut)
        buf = buf.slice(cut + 2)
        const e: Event = { event: 'message', data: null }
        let data = ''
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) e.event = line.slice(7)
          else if (line.startsWith('id: ')) e.id = Number(line.slice(4))
          else if (line.startsWith('data: ')) data += line.slice(6)
        }
        if (data) {
          e.data = JSON.parse(data)
          events.push(e)
        }
        cut = buf.indexOf('\n\n')
      }
    }
  } catch (e) {
    if (!ctl.signal.aborted) throw e
  } finally {
    clearTimeout(timer)
    ctl.abort()
  }
  return events
}

export const messagesOf = (events: Event[]) =>
  events.filter((e) => e.event === 'message').map((e) => e.data as SupportMessage)
