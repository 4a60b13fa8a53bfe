// The player's KYC documents (docs/kyc.md): read as the avatar is read (PNG or GIF by the first bytes,
// at most KYC.maxBytes: services/accounts-upload.ts), rebuilt as chat images are (support/image.ts), so
// no byte the sender chose is kept, and written under a random name to KYC_DIR (default DATA_DIR/kyc):
// outside the web root and never under the uploads directory that /uploads serves. No URL reaches
// them; operators see an image only through the audited admin call (review.ts documentImage).
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { KYC, type KycDocument, type KycDocumentKind } from '../../core/contract/kyc'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { dataDir } from '../secrets'
import { readImageFile } from '../services/accounts-upload'
import { reencodeGif, reencodePng } from '../support/image'
import { toWireTime } from '../wire'
import { profileOf } from './limits'

/** Where documents are kept; refused when it lies inside a publicly served folder. */
export function kycDir(uploadsDir: string, env: NodeJS.ProcessEnv = process.env) {
  const dir = resolve(env.KYC_DIR || join(dataDir(env), 'kyc'))
  const rel = relative(resolve(uploadsDir), dir)
  if (rel === '' || (!rel.startsWith('..') && !rel.startsWith('/')))
    throw new Error(`KYC_DIR (${dir}) must not be inside the public uploads directory (${uploadsDir})`)
  return dir
}

const NAME = /^[0-9a-f]{32}\.(png|gif)$/

export async function readDocumentFile(uploadsDir: string, fileName: string) {
  if (!NAME.test(fileName)) throw new BizError(202, 'kyc.a.noDocument')
  return readFile(join(kycDir(uploadsDir), fileName))
}

type Row = {
  id: string | number
  kind: KycDocumentKind
  state: KycDocument['state']
  reason: string
  size: number
  created_at: Date
}

export const toDocument = (r: Row): KycDocument => ({
  id: Number(r.id),
  kind: r.kind,
  state: r.state,
  reason: r.reason,
  size: Number(r.size),
  created_at: toWireTime(r.created_at),
})

export async function documentsOf(q: Query, userId: number) {
  const rows = await q<Row>(
    'SELECT id, kind, state, reason, size, created_at FROM kyc_documents WHERE user_id = $1 ORDER BY id DESC LIMIT 50',
    [userId],
  )
  return rows.map(toDocument)
}

/**
 * Stores one document of `kind` and puts the player in the review queue. A newer document of the same
 * kind replaces one still waiting; a verified player has nothing to send.
 */
export async function uploadDocument(
  app: FastifyInstance,
  req: FastifyRequest,
  userId: number,
  kind: KycDocumentKind,
) {
  const { buf, kind: type } = await readImageFile(req, KYC.maxBytes, 'kyc.err.upload')
  let clean: Buffer
  try {
    clean = type.ext === 'png' ? reencodePng(buf) : reencodeGif(buf)
  } catch {
    throw new BizError(201, 'kyc.err.upload')
  }
  if ((await profileOf(app.db.query, userId)).state === 'verified')
    throw new BizError(201, 'kyc.err.verified')
  const dir = kycDir(app.config.uploadsDir)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`
  const path = join(dir, name)
  await writeFile(path, clean, { flag: 'wx', mode: 0o600 })
  try {
    return await app.db.tx(async (q) => {
      await q('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
      const [p] = await q<{ state: string }>('SELECT state FROM kyc_profiles WHERE user_id = $1', [userId])
      if (p?.state === 'verified') throw new BizError(201, 'kyc.err.verified')
      await q(
        "UPDATE kyc_documents SET state = 'replaced' WHERE user_id = $1 AND kind = $2 AND state = 'pending'",
        [userId, kind],
      )
      const [row] = await q<Row>(
        `INSERT INTO kyc_documents (user_id, kind, file_name, mime, size) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, kind, state, reason, size, created_at`,
        [userId, kind, name, type.mime, clean.length],
      )
      await q(
        `INSERT INTO kyc_profiles (user_id, state, submitted_at, updated_at) VALUES ($1, 'pending', now(), now())
         ON CONFLICT (user_id) DO UPDATE SET state = 'pending', requested = NULL, reason = '',
           submitted_at = CASE WHEN kyc_profiles.state = 'pending' THEN kyc_profiles.submitted_at ELSE now() END,
           updated_at = now()`,
        [userId],
      )
      return toDocument(row)
    })
  } catch (e) {
    await unlink(path).catch(() => {})
    throw e
  }
}
