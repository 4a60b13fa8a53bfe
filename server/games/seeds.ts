// Seed pairs of the in-house games, on the server side: secret server seeds from the OS generator,
// their SHA-256 published at once, the player's client seed, the nonce, rotation (which reveals the
// old server seed). The HMAC itself is the shared Web Crypto code of fair.ts, on node's webcrypto.
import { createHash, randomBytes, webcrypto } from 'node:crypto'
import { subtleHmac } from '../../core/games/fair'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime } from '../wire'

export type SeedKind = 'slot' | 'sicbo' | 'bullbull' | 'zhajinhua' | 'erbagang' | 'qiangzhuang'

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

/** How often a locked read follows rotations that keep revealing the pair it waited for. */
const ACTIVE_SEED_ATTEMPTS = 5

/**
 * The active seed pair, created on first use; `lock` takes its row lock (one round at a time per player
 * and kind). A locked read that waited for a rotation finds the pair it waited for revealed (the row no
 * longer matches): it reads again and plays on the pair the rotation opened. Should rotations keep
 * winning, it refuses with "too fast" rather than play on no pair.
 */
export async function activeSeed(q: Query, userId: number, kind: SeedKind, lock = false): Promise<SeedRow> {
  const select = `SELECT ${COLS} FROM fair_seeds WHERE user_id = $1 AND kind = $2 AND revealed_at IS NULL${lock ? ' FOR UPDATE' : ''}`
  for (let attempt = 0; attempt < ACTIVE_SEED_ATTEMPTS; attempt++) {
    const [row] = await q<SeedRow>(select, [userId, kind])
    if (row) return { ...row, nonce: Number(row.nonce) }
    // None active (first use, or revealed while this read waited for its lock): open one unless a
    // concurrent rotation or first use already did, then read again.
    const seed = newServerSeed()
    await q(
      `INSERT INTO fair_seeds (user_id, kind, server_seed, server_hash, client_seed) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, kind) WHERE revealed_at IS NULL DO NOTHING`,
      [userId, kind, seed, hashSeed(seed), newClientSeed()],
    )
  }
  throw new BizError(429, 'm.tooFast')
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
    // The time of the reveal, not of the transaction's start: taken once the row lock is held, so it
    // comes after every round played on this pair (each committed before the lock was granted).
    `UPDATE fair_seeds SET revealed_at = clock_timestamp() WHERE id = $1 RETURNING ${COLS}`,
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
