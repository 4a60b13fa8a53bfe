// Helpers of the chat's server tests (docs/support.md): the desk's settings and presence reset between
// tests, a player's chat calls, and a Server-Sent Events reader over a real socket.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { type SupportMessage, supportCalls } from '../../core/contract'
import type { SupportSettings } from '../../core/contract/support-desk'
import { SUPPORT_DEFAULTS } from '../../server/support/settings'
import { callApi, testDb } from './helpers'
import type { Event } from './sse'

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

export type { Event } from './sse'
/** An event stream read until `done` (tests/server/sse.ts). */
export { readEvents as collect } from './sse'

export const messagesOf = (events: Event[]) =>
  events.filter((e) => e.event === 'message').map((e) => e.data as SupportMessage)
