// The sandbox partner in-process, as the partner of every partner venue in the server tests: its real
// app (transfer-wallet API, launch page, play) on a fresh wallet, called through inject, calling our
// app's seamless callbacks through inject. `faults` lets a test make the partner fail: a function
// that may answer (or throw) instead of the partner for a given call.
import type { FastifyInstance } from 'fastify'
import { CATEGORY_ID } from '../../core/contract'
import { setPartnerTransport } from '../../server/games/partner'
import { providerSecrets } from '../../server/games/seamless'
import { buildSandbox } from '../../server/sandbox/app'
import { SeamlessClient, type Transport } from '../../server/sandbox/client'
import { PartnerWallet } from '../../server/sandbox/wallet'

export type Fault = (
  path: string,
  body: Record<string, unknown>,
  forward: () => Promise<{ status: number; body: unknown }>,
) => Promise<{ status: number; body: unknown } | null>

export function installSandboxPartner(app: FastifyInstance) {
  const secret = providerSecrets().sandbox
  const seamless = new SeamlessClient(async (path, raw, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: raw, headers })
    return { status: res.statusCode, body: res.json() }
  }, secret)
  const wallet = new PartnerWallet()
  const sandbox = buildSandbox({ seamless, secret, wallet })
  const forward: Transport = async (path, raw, headers) => {
    const res = await sandbox.inject({ method: 'POST', url: path, payload: raw, headers })
    return { status: res.statusCode, body: res.json() }
  }
  const kit = {
    wallet,
    sandbox,
    /** Calls the partner received through the transport, in order (path and parsed body). */
    calls: [] as { path: string; body: Record<string, unknown> }[],
    fault: null as Fault | null,
    /** Play a round on the sandbox page's API (transfer sessions play from the partner's wallet). */
    async play(session: string, side: number, amount: number) {
      const res = await sandbox.inject({
        method: 'POST',
        url: '/api/play',
        payload: { session, side, amount },
      })
      return res.json() as { code: number; message: string; balance?: string; round?: string }
    },
  }
  setPartnerTransport('sandbox', async (path, raw, headers) => {
    const body = JSON.parse(raw) as Record<string, unknown>
    kit.calls.push({ path, body })
    return (
      (kit.fault && (await kit.fault(path, body, () => forward(path, raw, headers)))) ??
      forward(path, raw, headers)
    )
  })
  return kit
}

/**
 * A venue the sandbox partner serves in the server tests. Every venue of the seed runs an in-house game since
 * issue 27, so the partner protocols (the seamless callbacks, a transfer into a partner's wallet) are
 * exercised at a venue added for the test: the venue map (server/games/venues.ts) sends any venue it
 * does not know to the partner.
 */
export const PARTNER_VENUE = 'sbchess'
/** A second one, for tests that need two partner wallets. */
export const PARTNER_VENUE_2 = 'sbcards'
export const PARTNER_VENUES = [PARTNER_VENUE, PARTNER_VENUE_2]
export async function addPartnerVenue(a: FastifyInstance) {
  for (const [i, code] of PARTNER_VENUES.entries())
    await a.db.query(
      `INSERT INTO venues (code, name, category, category_id, sort, description)
       VALUES ($1, $2, 'joker', $3, $4, '合作方测试场馆') ON CONFLICT (code) DO NOTHING`,
      [code, `沙盒棋牌${i + 1}`, CATEGORY_ID.joker, 99 + i],
    )
}
