// The one-time re-seal of an audit chain written before the keyed MAC (migration 0026,
// docs/operator-console.md "Audit chain"). Those rows carry an unkeyed SHA-256 chain (prev_hash, hash)
// that anyone with database access could recompute. The first append after the upgrade (or the boot's
// first checkpoint) walks them under the head lock, checks that old chain, gives every row its place
// (seq) and its MAC, and records what it found in the chain's next row (`audit.reseal`). The database
// lets a row's MAC be set only while it has none (0026's trigger), so this can happen once per row.
import { createHash } from 'node:crypto'
import type { Query } from '../db/client'
import { contentOf, rowMac, type SealedContent, ZERO_MAC } from './audit-mac'

type LegacyRow = SealedContent & { id: string | number; prev_hash: string | null; hash: string | null }

const legacyHash = (prev: string, r: SealedContent) =>
  createHash('sha256')
    .update(`${prev}\n${contentOf(r)}`)
    .digest('hex')

export type Resealed = {
  head: { seq: number; mac: string }
  rows: number
  /** Where the old unkeyed chain was broken when it was sealed (null: it held). */
  legacyBreak: number | null
}

/** Seal every row that has no MAC yet; call with the head row locked and its MAC still NULL. */
export async function sealLegacy(q: Query, key: string): Promise<Resealed> {
  const rows = await q<LegacyRow>(
    `SELECT id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_hash, hash
       FROM operator_audit ORDER BY seq NULLS LAST, id`,
  )
  let legacyBreak: number | null = null
  let prevHash = ZERO_MAC
  let seq = 0
  let mac = ZERO_MAC
  for (const r of rows) {
    seq++
    // The old chain: rows the old server sealed carry seq and hash; rows older than it had neither.
    if (legacyBreak === null && r.hash !== null) {
      if (Number(r.seq) !== seq || r.prev_hash !== prevHash || legacyHash(prevHash, r) !== r.hash)
        legacyBreak = seq
      prevHash = r.hash
    }
    const next = rowMac(key, mac, { ...r, seq })
    await q('UPDATE operator_audit SET seq = $2, prev_mac = $3, mac = $4 WHERE id = $1 AND mac IS NULL', [
      r.id,
      seq,
      mac,
      next,
    ])
    mac = next
  }
  await q('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [seq, mac])
  return { head: { seq, mac }, rows: rows.length, legacyBreak }
}
