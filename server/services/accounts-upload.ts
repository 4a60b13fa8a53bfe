// Avatar upload (docs/security.md): the type is decided by the file's first bytes, never by its name or
// the declared MIME type; at most 2 MB; stored under a random name in the uploads directory.
import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LIMITS } from '../../core/contract'
import { BizError } from '../errors'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const sniffImage = (b: Buffer): { ext: 'png' | 'gif'; mime: string } | null => {
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) return { ext: 'png', mime: 'image/png' }
  const head = b.subarray(0, 6).toString('latin1')
  if (head === 'GIF87a' || head === 'GIF89a') return { ext: 'gif', mime: 'image/gif' }
  return null
}

/**
 * The multipart field `file` of the request as a PNG or GIF of at most `maxBytes`, judged by its bytes;
 * anything else (no file, another field, too large, malformed multipart, another type) is refused with
 * `refusal` (code 201). Also the chat's image attachments (server/support/image.ts).
 */
export async function readImageFile(req: FastifyRequest, maxBytes: number, refusal = 'err.upload') {
  if (!req.isMultipart()) throw new BizError(201, refusal)
  let buf: Buffer | null = null
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } })
    if (file && file.fieldname === 'file') buf = await file.toBuffer()
  } catch {
    // Too large, truncated or malformed multipart: the same clear refusal.
    throw new BizError(201, refusal)
  }
  if (!buf || buf.length === 0 || buf.length > maxBytes) throw new BizError(201, refusal)
  const kind = sniffImage(buf)
  if (!kind) throw new BizError(201, refusal)
  return { buf, kind }
}

export async function uploadAvatar(app: FastifyInstance, req: FastifyRequest, userId: number) {
  const { buf, kind } = await readImageFile(req, LIMITS.avatarMaxBytes)

  const dir = resolve(app.config.uploadsDir, 'avatar')
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await writeFile(join(dir, name), buf, { flag: 'wx' })
  const url = `/uploads/avatar/${name}`
  const previous = await app.db.tx(async (q) => {
    const [u] = await q<{ avatar: string }>('SELECT avatar FROM users WHERE id = $1 FOR UPDATE', [userId])
    await q('INSERT INTO uploads (user_id, path, mime, size) VALUES ($1, $2, $3, $4)', [
      userId,
      url,
      kind.mime,
      buf.length,
    ])
    await q('UPDATE users SET avatar = $2, updated_at = now() WHERE id = $1', [userId, url])
    return u?.avatar ?? ''
  })
  // The replaced avatar is no longer referenced anywhere; remove the file (best effort).
  const old = /^\/uploads\/avatar\/([0-9a-f]{32}\.(png|gif))$/.exec(previous)
  if (old) await unlink(join(dir, old[1])).catch(() => {})
  return { url }
}
