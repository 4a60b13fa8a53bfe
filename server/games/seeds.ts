// Seed pairs of the in-house games, on the server side: secret server seeds from the OS generator,
// their SHA-256 published at once, the player's client seed, the nonce, rotation (which reveals the
// old server seed). The HMAC itself is the shared Web Crypto code of fair.ts, on node's webcrypto.
import { createHash, randomBytes, webcrypto } from 'node:crypto'
import { subtleHmac } from '../../core/games/fair'
import type { Query } from '../db/client'
import { toWireTime } from '../http/format'

export type SeedKind = 'slot' | 'sicbo' | 'bullbull'

export const serverHmac = subtleHmac(webcrypto.subtle as unknown as SubtleCrypto)
export const newServerSeed = () => randomBytes(32).toString('hex')
export const newClientSeed = () => randomBytes(8).toString('hex')
export const hashSeed = (seed: string) => createHash('sha256').update(seed).digest('hex')

export type SeedRow = {
  id: string | number
  server_seed: string
  server_hash: string
  client_seed: string
  nonce: number
  created_at: Date
  revealed_at: Date | null
}

const COLS = 'id, server_seed, server_hash, client_seed, nonce, created_at, revealed_at'

/** The active seed pair, created on first use; `lock` takes its row lock (one round at a time per player and kind). */
export async function activeSeed(q: Query, userId: number, kind: SeedKind, lock = false): Promise<SeedRow> {
  const select = `SELECT ${COLS} FROM fair_seeds WHERE user_id = $1 AND kind = $2 AND revealed_at IS NULL${lock ? ' FOR UPDATE' : ''}`
  let [row] = await q<SeedRow>(select, [userId, kind])
  if (!row) {
    const seed = newServerSeed()
    await q(
      `INSERT INTO fair_seeds (user_id, kind, server_seed, server_hash, client_seed) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, kind) WHERE revealed_at IS NULL DO NOTHING`,
      [userId, kind, seed, hashSeed(seed), newClientSeed()],
    )
    ;[row] = await q<SeedRow>(select, [userId, kind])
  }
  return { ...row, nonce: Number(row.nonce) }
}

/** What the page may show of the active pair: never the server seed itself. */
export const publicSeed = (s: SeedRow) => ({
  server_hash: s.server_hash,
  client_seed: s.client_seed,
  nonce: Number(s.nonce),
})

export const revealedSeed = (s: SeedRow) => ({
  server_seed: s.server_seed,
  server_hash: s.server_hash,
  client_seed: s.client_seed,
  rounds: Number(s.nonce),
  revealed_at: s.revealed_at ? toWireTime(s.revealed_at) : '',
})

/** Reveal the active pair and open a new one (with the player's new client seed, if given). */
export async function rotateSeed(q: Query, userId: number, kind: SeedKind, clientSeed?: string) {
  const old = await activeSeed(q, userId, kind, true)
  const [revealed] = await q<SeedRow>(
    `UPDATE fair_seeds SET revealed_at = now() WHERE id = $1 RETURNING ${COLS}`,
    [old.id],
  )
  const seed = newServerSeed()
  await q(
    'INSERT INTO fair_seeds (user_id, kind, server_seed, server_hash, client_seed) VALUES ($1, $2, $3, $4, $5)',
    [userId, kind, seed, hashSeed(seed), clientSeed ?? newClientSeed()],
  )
  const current = await activeSeed(q, userId, kind)
  return { previous: revealedSeed(revealed), current: publicSeed(current) }
}

/** The most recently revealed pair of this kind, if any. */
export async function lastRevealed(q: Query, userId: number, kind: SeedKind) {
  const [row] = await q<SeedRow>(
    `SELECT ${COLS} FROM fair_seeds WHERE user_id = $1 AND kind = $2 AND revealed_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [userId, kind],
  )
  return row ? revealedSeed(row) : null
}
