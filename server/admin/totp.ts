// Operators' second factor (docs/operator-console.md): RFC 6238 TOTP (SHA-1, 30-second steps, six
// digits, one step of drift either way) with the otpauth package, the secret encrypted at rest, and
// recovery codes stored as SHA-256. A code is accepted once: the operator row keeps the last accepted
// step, and a code of that step or an earlier one is refused (an atomic UPDATE decides parallel tries).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'

export const TOTP_PERIOD_S = 30
const ISSUER = '金鼎运营后台'

const keyOf = (siteSecret: string) =>
  Buffer.from(hkdfSync('sha256', siteSecret, 'jinding-operators', 'operator-totp-secret', 32))

/** AES-256-GCM under a key derived (HKDF) from the site's secret: `v1.<iv>.<tag>.<ciphertext>`. */
export function sealSecret(siteSecret: string, base32: string): string {
  const iv = randomBytes(12)
  const c = createCipheriv('aes-256-gcm', keyOf(siteSecret), iv)
  const body = Buffer.concat([c.update(base32, 'utf8'), c.final()])
  return ['v1', iv, c.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

export function openSecret(siteSecret: string, sealed: string): string {
  const [v, iv, tag, body] = sealed.split('.')
  if (v !== 'v1') throw new Error('unknown operator secret format')
  const d = createDecipheriv('aes-256-gcm', keyOf(siteSecret), Buffer.from(iv, 'base64url'))
  d.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8')
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32

const totp = (base32: string, label = 'operator') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32),
  })

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / TOTP_PERIOD_S)

/** The code of a step (the command line and the tests compute the operator's code with it). */
export const totpCode = (base32: string, step = currentStep()) =>
  totp(base32).generate({ timestamp: step * TOTP_PERIOD_S * 1000 })

/** The step a code belongs to (now, one before or one after), or null when it matches none. */
export function codeStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totp(base32).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : currentStep(now) + delta
}

/** What the enrolment page shows: the otpauth:// URI and its QR code as SVG. */
export function enrolment(base32: string, username: string) {
  const uri = totp(base32, username).toString()
  return { otpauth_uri: uri, qr_svg: renderSVG(uri, { border: 2 }), secret: base32 }
}

// Recovery codes: 10 random codes of 10 characters (50 bits) from an alphabet without look-alikes.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const newRecoveryCodes = () =>
  Array.from({ length: 10 }, () => {
    const s = Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('')
    return `${s.slice(0, 5)}-${s.slice(5)}`
  })
export const recoveryHash = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/\s+/g, '')).digest('hex')
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim())
