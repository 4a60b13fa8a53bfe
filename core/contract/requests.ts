// Request fields several calls share (pages, date presets and ranges, platforms, ids), and the small
// answer shapes; refusal messages are catalog keys (core/i18n/validation.ts).
import { z } from 'zod'
import { dateRange, intField, optionalDay, optionalInt, text } from './core'

export const nullData = z.null()
/** The opaque id of a server-issued captcha. */
export const captchaId = z.string({ error: 'v.captchaRequired' }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: 'v.captchaRequired',
})
export const url = z.object({ url: z.string() })

export const page = optionalInt('v.page', 1, 100_000).transform((p) => p ?? 1)
export const date = optionalInt('v.date', 1, 4)
  .pipe(dateRange.optional())
  .transform((d) => d ?? 4)
export const platform = z.preprocess((v) => (v === null || v === undefined ? '' : v), text(32, 'v.platform'))
export const id = intField('v.id', 1)
export const payPass = z.string({ error: 'v.bindPayPass' })
/** An explicit range of Beijing days, inclusive, replacing `date` when given (our addition; the
 *  limits are checked by recordRangeError, which needs the clock). */
export const range = { start: optionalDay('v.rangeDate'), end: optionalDay('v.rangeDate') }
export const records = z.object({ date, page, api_type: platform, ...range })
