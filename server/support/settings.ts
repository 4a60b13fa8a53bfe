// The desk's settings (docs/support.md): business hours in Beijing time, the per-agent maximum of open
// conversations, the SLA targets and a ticket's promised answer time, stored in the `settings` row
// `support` and read on every use (no cache, as every other setting: docs/settings.md). Also the
// fixed list of canned replies, zh and en.
import type { CannedReply, SupportSettings } from '../../core/contract/support-desk'
import { beijingAt, beijingClock, beijingDate } from '../../core/time'
import type { Query } from '../db/client'

export const SUPPORT_DEFAULTS: SupportSettings = {
  opens: '00:00',
  closes: '24:00',
  max_open: 5,
  first_response_minutes: 2,
  resolution_minutes: 30,
  ticket_reply_minutes: 240,
}

export async function supportSettings(q: Query): Promise<SupportSettings> {
  const [row] = await q<{ value: Partial<SupportSettings> }>(
    "SELECT value FROM settings WHERE key = 'support'",
  )
  return { ...SUPPORT_DEFAULTS, ...(row?.value ?? {}) }
}

export async function saveSupportSettings(q: Query, s: SupportSettings) {
  await q(
    `INSERT INTO settings (key, value, updated_at) VALUES ('support', $1::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(s)],
  )
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** Whether `now` falls inside the hours (a window across midnight, e.g. 20:00-02:00, wraps). */
export function inHours(s: SupportSettings, now: Date): boolean {
  const open = minutesOf(s.opens)
  const close = minutesOf(s.closes)
  if (open === close || (open === 0 && close === 24 * 60)) return true
  const t = minutesOf(beijingClock(now))
  return open < close ? t >= open && t < close : t >= open || t < close
}

/** The next instant the desk opens (now, when it is open). */
export function nextOpening(s: SupportSettings, now: Date): Date {
  if (inHours(s, now)) return now
  const today = beijingAt(beijingDate(now), `${s.opens}:00`)
  return today > now ? today : new Date(today.getTime() + 24 * 3600_000)
}

/** When a ticket opened at `now` can expect its answer. */
export const expectReplyBy = (s: SupportSettings, now: Date) =>
  new Date(nextOpening(s, now).getTime() + s.ticket_reply_minutes * 60_000)

/**
 * Canned replies. `invites` marks a reply that would invite the player to deposit or play: the desk
 * never offers it while the player is in a time-out or self-exclusion (docs/protection.md).
 */
export const CANNED_REPLIES: CannedReply[] = [
  {
    id: 'greet',
    zh: '您好，我是在线客服，很高兴为您服务，请问有什么可以帮您？',
    en: 'Hello, this is customer service. How can I help you?',
    invites: false,
  },
  {
    id: 'checking',
    zh: '好的，正在为您查询，请稍候片刻。',
    en: 'Thank you, I am checking this for you; one moment please.',
    invites: false,
  },
  {
    id: 'deposit-delay',
    zh: '您的存款正在审核中，通常在10分钟内到账，请耐心等待。',
    en: 'Your deposit is being reviewed and usually arrives within 10 minutes.',
    invites: false,
  },
  {
    id: 'withdraw-review',
    zh: '您的提款申请已提交财务审核，审核通过后会尽快到账。',
    en: 'Your withdrawal is with our finance team; it is paid out as soon as it is approved.',
    invites: false,
  },
  {
    id: 'protection',
    zh: '如需设置存款限额、暂停或自我排除，可在“会员中心 - 负责任博彩”中操作，我们也可以为您办理。',
    en: 'You can set deposit limits, take a break or self-exclude under Member centre - Responsible gaming; we can also do it for you.',
    invites: false,
  },
  {
    id: 'promo',
    zh: '欢迎参与本站最新优惠活动，详情请查看“优惠活动”页面。',
    en: 'Have a look at our latest promotions on the Promotions page.',
    invites: true,
  },
  {
    id: 'bye',
    zh: '感谢您的耐心，如还有其他问题，欢迎随时联系我们。祝您生活愉快！',
    en: 'Thank you for your patience. Contact us any time if you need anything else.',
    invites: false,
  },
]
