// Is the partner up? The venue list marks every partner venue as under maintenance while its partner
// does not answer, and a launch refuses at once with a clear message instead of sending the player to
// a dead page. One probe (the partner's /health, through the same transport as its wallet API) answers
// for PROVIDER_HEALTH_MS (default 5 s); concurrent callers share the probe in flight.
import { PARTNER_TIMEOUT_MS, partnerTransport, partnerTransportVersion, SANDBOX_PROVIDER } from './partner'

export const HEALTH_TTL_MS = Number(process.env.PROVIDER_HEALTH_MS) || 5000
/** A probe waits at most this long: a venue list must not hang on a partner that does not answer. */
export const HEALTH_TIMEOUT_MS = Math.min(1500, PARTNER_TIMEOUT_MS)

type Entry = { at: number; version: number } & ({ up: boolean } | { pending: Promise<boolean> })
const cache = new Map<string, Entry>()

async function probe(provider: string): Promise<boolean> {
  try {
    const send = partnerTransport(provider)
    const res = await Promise.race([
      send('/health', '{}', { 'content-type': 'application/json' }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref(),
      ),
    ])
    const body = res.body as { code?: unknown } | null
    return res.status === 200 && body?.code === 0
  } catch {
    return false
  }
}

/** The partner's health, probed at most once per HEALTH_TTL_MS. */
export async function partnerUp(provider = SANDBOX_PROVIDER, now = Date.now()): Promise<boolean> {
  const version = partnerTransportVersion()
  const e = cache.get(provider)
  if (e && e.version === version && now - e.at < HEALTH_TTL_MS) return 'up' in e ? e.up : e.pending
  const pending = probe(provider)
  cache.set(provider, { at: now, version, pending })
  const up = await pending
  if (cache.get(provider)?.version === version) cache.set(provider, { at: now, version, up })
  return up
}

/** Forget what was probed (tests, and a transport change). */
export const resetPartnerHealth = () => cache.clear()
