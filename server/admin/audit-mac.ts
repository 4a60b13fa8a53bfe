// The key of the operators' audit chain and what it seals (docs/operator-console.md, "Audit chain").
// Each row's MAC is HMAC-SHA256 under a key that is not in the database (AUDIT_KEY, or the embedded
// demo's generated one in DATA_DIR/secrets.json: server/secrets.ts) over the previous row's MAC and the
// row's canonical content, its sequence number included: whoever can write to the database but does
// not hold the key can neither forge a row nor re-seal an edited, removed or reordered one.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { join } from 'node:path'
import { ConfigError, dataDir, findSecret } from '../secrets'

/** The "previous MAC" of the first row. */
export const ZERO_MAC = '0'.repeat(64)

type Settings = { key: string | null; checkpointFile: string | null | undefined }
const settings: Settings = { key: null, checkpointFile: undefined }

/**
 * Pin the key and the checkpoint file (the test kit; a tool that holds its secrets otherwise). Without
 * it the key comes from AUDIT_KEY or the data directory's secrets file, the checkpoint file from
 * AUDIT_CHECKPOINT_FILE or DATA_DIR/audit-checkpoints.log; `checkpointFile: null` keeps none.
 */
export function configureAudit(next: { key?: string; checkpointFile?: string | null }) {
  if (next.key !== undefined) settings.key = next.key
  if (next.checkpointFile !== undefined) settings.checkpointFile = next.checkpointFile
}

export function auditKey(): string {
  settings.key ??= findSecret('auditKey')
  if (!settings.key)
    throw new ConfigError('no audit key: set AUDIT_KEY (server/secrets.ts, docs/operator-console.md)')
  return settings.key
}

export function checkpointFile(env: NodeJS.ProcessEnv = process.env): string | null {
  if (settings.checkpointFile !== undefined) return settings.checkpointFile
  return env.AUDIT_CHECKPOINT_FILE || join(dataDir(env), 'audit-checkpoints.log')
}

/** What a row's MAC covers (the database's id is not part of it: seq orders the chain). */
export type SealedContent = {
  seq: number | string
  created_at: Date | string
  operator: string
  operator_id: number | string | null
  ip: string
  action: string
  target: string
  detail: string
  before: unknown
  after: unknown
}

/** JSON with object keys sorted at every level: JSONB does not keep key order, the MAC must not care. */
export function canonical(v: unknown): string {
  if (v === undefined || v === null) return 'null'
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (typeof v === 'object')
    return `{${Object.keys(v as object)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  if (typeof v === 'bigint') return JSON.stringify(v.toString())
  return JSON.stringify(v)
}

export const iso = (d: Date | string) => new Date(d).toISOString()

export const contentOf = (r: SealedContent) =>
  canonical({
    seq: Number(r.seq),
    at: iso(r.created_at),
    operator: r.operator,
    operator_id: r.operator_id === null ? null : Number(r.operator_id),
    ip: r.ip,
    action: r.action,
    target: r.target,
    detail: r.detail,
    before: r.before ?? null,
    after: r.after ?? null,
  })

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex')

export const rowMac = (key: string, prevMac: string, r: SealedContent) =>
  hmac(key, `audit-row\n${prevMac}\n${contentOf(r)}`)

export const checkpointSig = (key: string, seq: number, mac: string, at: string) =>
  hmac(key, `audit-checkpoint\n${seq}\n${mac}\n${at}`)

/** Constant-time comparison of two hex MACs (a missing one never matches). */
export function sameMac(a: string | null | undefined, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
