// The server-issued captcha (docs/auth-limits.md): a random 4-character answer drawn as SVG paths with
// noise lines (svg-captcha). Issuing one writes nothing: the answer, its expiry and a random nonce
// travel in the captcha id, sealed (AES-256-GCM: encrypted and authenticated) under a key derived from
// the site's pay pepper (server/secrets.ts), so a client can neither read nor forge nor extend one. The
// single use is enforced when it is answered: the nonce is recorded (right or wrong answer alike) in
// captcha_answers until the captcha's own expiry, and a second answer finds it there.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import type { Query } from '../db/client'
import { BizError } from '../errors'

/** How long an issued captcha can be answered. */
export const CAPTCHA_TTL_MS = 3 * 60_000
/** Letters and digits without look-alikes (0/o, 1/l/i, 5/s, 2/z, 9/g/q, u/v). */
const LETTERS = 'abcdefhjkmnprtwxy'
const DIGITS = '34678'
const LENGTH = 4
/** Layout of a captcha id: version, nonce (the GCM IV), expiry in epoch seconds, answer, tag. */
const VERSION = 1
const NONCE_BYTES = 12
const HEAD_BYTES = 1 + NONCE_BYTES + 4
const TAG_BYTES = 16
const TOKEN_BYTES = HEAD_BYTES + LENGTH + TAG_BYTES

// The package's drawing function is its CommonJS default export, which its typings do not declare.
const drawSvg = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: {
    width: number
    height: number
    noise: number
    color: boolean
    fontSize: number
    background: string
  },
) => string

/** A random answer with at least one letter and one digit (the register form checks that shape). */
export function captchaAnswer() {
  const all = LETTERS + DIGITS
  for (;;) {
    const answer = Array.from({ length: LENGTH }, () => all[randomInt(all.length)]).join('')
    if (/[a-z]/.test(answer) && /\d/.test(answer)) return answer
  }
}

export const captchaImage = (answer: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    drawSvg(answer, { width: 120, height: 40, noise: 4, color: true, fontSize: 46, background: '#f4f1ea' }),
  ).toString('base64')}`

// A key of its own, derived from the site secret: a captcha id is never valid as anything else.
const keys = new Map<string, Buffer>()
const captchaKey = (siteSecret: string) => {
  let key = keys.get(siteSecret)
  if (!key) {
    key = createHmac('sha256', siteSecret).update('captcha-seal-v1').digest()
    keys.set(siteSecret, key)
  }
  return key
}

/** Seal an answer and its expiry (epoch ms) into a captcha id. */
export function sealCaptcha(siteSecret: string, answer: string, expiresAt: number): string {
  const nonce = randomBytes(NONCE_BYTES)
  const head = Buffer.alloc(HEAD_BYTES)
  head.writeUInt8(VERSION, 0)
  nonce.copy(head, 1)
  head.writeUInt32BE(Math.ceil(expiresAt / 1000), 1 + NONCE_BYTES)
  const c = createCipheriv('aes-256-gcm', captchaKey(siteSecret), nonce)
  c.setAAD(head)
  const body = Buffer.concat([c.update(answer, 'utf8'), c.final()])
  return Buffer.concat([head, body, c.getAuthTag()]).toString('base64url')
}

export type OpenCaptcha = { nonce: string; answer: string; expiresAt: number }

/** The content of a captcha id sealed under this secret, or null when it is malformed or tampered with. */
export function openCaptcha(siteSecret: string, id: string): OpenCaptcha | null {
  const raw = Buffer.from(id, 'base64url')
  if (raw.length !== TOKEN_BYTES || raw.toString('base64url') !== id || raw[0] !== VERSION) return null
  const head = raw.subarray(0, HEAD_BYTES)
  const nonce = raw.subarray(1, 1 + NONCE_BYTES)
  try {
    const d = createDecipheriv('aes-256-gcm', captchaKey(siteSecret), nonce)
    d.setAAD(head)
    d.setAuthTag(raw.subarray(TOKEN_BYTES - TAG_BYTES))
    const answer = Buffer.concat([d.update(raw.subarray(HEAD_BYTES, TOKEN_BYTES - TAG_BYTES)), d.final()])
    return {
      nonce: nonce.toString('base64url'),
      answer: answer.toString('utf8'),
      expiresAt: head.readUInt32BE(1 + NONCE_BYTES) * 1000,
    }
  } catch {
    return null
  }
}

/** Issue a new captcha. Nothing is written: everything the check needs is sealed in the id. */
export function issueCaptcha(app: FastifyInstance) {
  const answer = captchaAnswer()
  return {
    captcha_id: sealCaptcha(app.config.payPepper, answer, Date.now() + CAPTCHA_TTL_MS),
    image: captchaImage(answer),
    expires_in: CAPTCHA_TTL_MS / 1000,
  }
}

/**
 * Record that the captcha with this nonce has been answered; false when it already was. Expired
 * records are swept on the way (a bounded batch), so the table holds at most the captchas answered
 * within one lifetime.
 */
async function markAnswered(q: Query, c: OpenCaptcha) {
  await q(
    'DELETE FROM captcha_answers WHERE nonce IN (SELECT nonce FROM captcha_answers WHERE expires_at < now() LIMIT 100)',
  )
  const rows = await q(
    'INSERT INTO captcha_answers (nonce, expires_at) VALUES ($1, to_timestamp($2::bigint)) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
    [c.nonce, Math.ceil(c.expiresAt / 1000)],
  )
  return rows.length === 1
}

/**
 * Uses up the captcha `id` and checks `code` against it (case and surrounding spaces ignored). Throws
 * 1000 when either is missing, or when the captcha is forged, expired, already answered or answered
 * wrong. A forged or expired id is refused without writing anything.
 */
export async function requireCaptcha(app: FastifyInstance, id: string | undefined, code: string | undefined) {
  if (!id || !code?.trim()) throw new BizError(1000, 'v.captchaRequired')
  const c = openCaptcha(app.config.payPepper, id)
  if (!c || c.expiresAt <= Date.now()) throw new BizError(1000, 'err.captcha')
  if (!(await markAnswered(app.db.query, c))) throw new BizError(1000, 'err.captcha')
  // Compared in the clear: the nonce is used up already, so a timing difference tells nothing usable.
  if (c.answer !== code.trim().toLowerCase()) throw new BizError(1000, 'err.captcha')
}
