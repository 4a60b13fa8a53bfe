// The server-issued captcha (docs/auth-limits.md): a random 4-character answer drawn as SVG paths with
// noise lines (svg-captcha), stored server-side under an opaque random id, valid for a few minutes and
// for one check only (right or wrong, the check uses it up). The answer never travels in the id, the
// image's address or the page: only its drawing does.
import { randomBytes, randomInt } from 'node:crypto'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import { BizError } from '../errors'

/** How long an issued captcha can be answered. */
export const CAPTCHA_TTL_MS = 3 * 60_000
/** Letters and digits without look-alikes (0/o, 1/l/i, 5/s, 2/z, 9/g/q, u/v). */
const LETTERS = 'abcdefhjkmnprtwxy'
const DIGITS = '34678'
const LENGTH = 4

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

/** Issue a new captcha; expired ones are swept on the way. */
export async function issueCaptcha(app: FastifyInstance) {
  const q = app.db.query
  await q(
    "DELETE FROM captchas WHERE id IN (SELECT id FROM captchas WHERE expires_at < now() - interval '10 minutes' LIMIT 200)",
  )
  const id = randomBytes(18).toString('base64url')
  const answer = captchaAnswer()
  await q(
    "INSERT INTO captchas (id, answer, expires_at) VALUES ($1, $2, now() + $3::int * interval '1 millisecond')",
    [id, answer, CAPTCHA_TTL_MS],
  )
  return { captcha_id: id, image: captchaImage(answer), expires_in: CAPTCHA_TTL_MS / 1000 }
}

/**
 * Uses up the captcha `id` and checks `code` against it (case and surrounding spaces ignored). Throws
 * 1000 when either is missing, or when the captcha is unknown, used, expired or answered wrong.
 */
export async function requireCaptcha(app: FastifyInstance, id: string | undefined, code: string | undefined) {
  if (!id || !code?.trim()) throw new BizError(1000, 'v.captchaRequired')
  const [row] = await app.db.query<{ answer: string }>(
    'UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING answer',
    [id],
  )
  if (!row || row.answer !== code.trim().toLowerCase()) throw new BizError(1000, 'err.captcha')
}
