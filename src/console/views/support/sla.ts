// SLA colouring of the desk's conversations (docs/support.md): a conversation not yet answered is
// measured against the first-response target, every open one against the resolution target from its
// start; the worse of the two shows. "Due soon" from three quarters of a target.
import { useEffect, useState } from 'react'
import type { DeskConversation, SupportSettings } from '../../../../core/contract/support-desk'
import { wireMs } from '../../../../core/time'

export type SlaLevel = 'ok' | 'warn' | 'late'

const levelOf = (seconds: number, targetMinutes: number): SlaLevel =>
  seconds >= targetMinutes * 60 ? 'late' : seconds >= targetMinutes * 45 ? 'warn' : 'ok'
const RANK: Record<SlaLevel, number> = { ok: 0, warn: 1, late: 2 }

/** `waiting` is the server's waiting seconds plus the time since the desk was read. */
export function slaLevel(c: DeskConversation, s: SupportSettings, waiting: number, now: number): SlaLevel {
  if (c.state === 'closed') return 'ok'
  const first = c.first_response_at === null ? levelOf(waiting, s.first_response_minutes) : 'ok'
  const whole = levelOf(Math.max(0, (now - wireMs(c.created_at)) / 1000), s.resolution_minutes)
  return RANK[first] >= RANK[whole] ? first : whole
}

export const SLA_CLASS: Record<SlaLevel, string> = {
  ok: 'border-l-success-500',
  warn: 'border-l-gold-400',
  late: 'border-l-danger-500',
}
export const SLA_TEXT: Record<SlaLevel, string> = {
  ok: 'text-success-400',
  warn: 'text-gold-300',
  late: 'text-danger-400',
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function duration(seconds: number) {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`
}

/** The clock for waiting times: redraws once a second, nothing else. */
export function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  return now
}
