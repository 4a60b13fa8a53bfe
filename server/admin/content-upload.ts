// Images for banners and activities, stored under a random name in uploads/content (docs/content.md).
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { contentCalls, UPLOAD_MAX_BYTES } from '../../core/contract/admin'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { sniffImage } from '../services/accounts-upload'
import { type Actor, appendAudit } from './audit'
import { parseContent } from './content-fields'

const sniff = (b: Buffer): { ext: string; mime: string } | null => {
  const known = sniffImage(b)
  if (known) return known
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' }
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { ext: 'webp', mime: 'image/webp' }
  return null
}

/** An image for a banner or an activity; its type is decided by its first bytes, never by a name. */
export async function uploadImage(db: Db, uploadsDir: string, who: Actor, body: unknown) {
  const v = parseContent(contentCalls.upload.request, body)
  const b64 = v.data.replace(/^data:[^,]*,/, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new BizError(1000, 'a.imageType')
  const buf = Buffer.from(b64, 'base64')
  if (buf.length === 0 || buf.length > UPLOAD_MAX_BYTES) throw new BizError(1000, 'a.imageType')
  const kind = sniff(buf)
  if (!kind) throw new BizError(1000, 'a.imageType')
  const dir = resolve(uploadsDir, 'content')
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await writeFile(join(dir, name), buf, { flag: 'wx' })
  const url = `/uploads/content/${name}`
  await db.tx((q) =>
    appendAudit(q, who, {
      action: 'content.upload',
      target: url,
      after: { url, mime: kind.mime, bytes: buf.length },
    }),
  )
  return { url }
}
