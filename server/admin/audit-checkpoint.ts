// Checkpoints of the audit chain's head, kept outside the database (docs/operator-console.md, "Audit
// chain"): one JSON line per checkpoint, `{seq, mac, at, sig}`, sig = HMAC of the three under the audit
// key, appended to AUDIT_CHECKPOINT_FILE (default DATA_DIR/audit-checkpoints.log, mode 0600) every few
// minutes and at shutdown, and printed to the JSON log. Deleting the chain's last rows and rewinding
// operator_audit_head inside the database leaves the chain consistent in itself; it cannot rewind
// these lines, and `audit:check` compares the chain with them.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { checkpointSig, sameMac } from './audit-mac'

export type Checkpoint = { seq: number; mac: string; at: string; sig: string }

export function signCheckpoint(key: string, head: { seq: number; mac: string }, at = new Date()): Checkpoint {
  const stamp = at.toISOString()
  return { seq: head.seq, mac: head.mac, at: stamp, sig: checkpointSig(key, head.seq, head.mac, stamp) }
}

export function appendCheckpoint(file: string, cp: Checkpoint) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  appendFileSync(file, `${JSON.stringify(cp)}\n`, { mode: 0o600 })
}

export type CheckpointFile = {
  checkpoints: Checkpoint[]
  /** The first line whose signature does not hold (the file was edited), 1-based. */
  badLine: number | null
}

/** The checkpoints of a file (none when it does not exist), each signature checked. */
export function readCheckpoints(key: string, file: string | null): CheckpointFile {
  if (!file || !existsSync(file)) return { checkpoints: [], badLine: null }
  const checkpoints: Checkpoint[] = []
  const lines = readFileSync(file, 'utf8').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (!line) continue
    let cp: Checkpoint
    try {
      cp = JSON.parse(line) as Checkpoint
    } catch {
      return { checkpoints, badLine: i + 1 }
    }
    const valid =
      Number.isSafeInteger(cp?.seq) &&
      typeof cp.mac === 'string' &&
      typeof cp.at === 'string' &&
      sameMac(cp.sig, checkpointSig(key, cp.seq, cp.mac, cp.at))
    if (!valid) return { checkpoints, badLine: i + 1 }
    checkpoints.push(cp)
  }
  return { checkpoints, badLine: null }
}
