// The notification centre (docs/content.md, "Notification centre"): how many inbox messages, settled
// bets and credited deposits the player has not seen, the latest of them for the bell's panel, and
// marking a kind read. Read marks live on the server per player, so every device agrees. The counts
// call is polled by the bell while a page is visible: the server answers it with one indexed query.
import { z } from 'zod'
import { call, money, wireTime } from './core'

export const NOTIFY_KINDS = ['inbox', 'bets', 'deposits'] as const
export type NotifyKind = (typeof NOTIFY_KINDS)[number]

export const notifyCounts = z.object({
  inbox: z.number().int().nonnegative(),
  bets: z.number().int().nonnegative(),
  deposits: z.number().int().nonnegative(),
})
export type NotifyCounts = z.infer<typeof notifyCounts>

/** How many items of each kind the panel lists at most (the newest). */
export const NOTIFY_PANEL_PER_KIND = 5

export const notifyItem = z.object({
  kind: z.enum(NOTIFY_KINDS),
  id: z.number().int(),
  /** Inbox: the message's title; bets: the venue's name; deposits: the order number. In the request's language. */
  title: z.string(),
  /** Bets: win or loss (payout minus stake); deposits: the amount credited; inbox: null. */
  amount: money.nullable(),
  /** When it arrived, settled or was credited. */
  at: wireTime,
  unread: z.boolean(),
})
export type NotifyItem = z.infer<typeof notifyItem>

export const notifyCalls = {
  notifyCounts: call({
    method: 'GET',
    path: '/api/notify',
    auth: true,
    request: z.object({}),
    response: notifyCounts,
  }),
  /** The panel: the newest items of each kind, newest first, each marked unread or not. */
  notifyItems: call({
    method: 'GET',
    path: '/api/notify/items',
    auth: true,
    request: z.object({}),
    response: z.object({ counts: notifyCounts, items: z.array(notifyItem) }),
  }),
  /**
   * Everything of these kinds the player can see now is read. Raises the marks only, so it is
   * idempotent: repeated or parallel calls (two devices) end in the same marks. Answers the counts.
   */
  notifyRead: call({
    method: 'POST',
    path: '/api/notify/read',
    auth: true,
    request: z.object({
      kinds: z
        .array(z.enum(NOTIFY_KINDS, { error: 'v.body' }))
        .min(1, { error: 'v.body' })
        .max(NOTIFY_KINDS.length, { error: 'v.body' }),
    }),
    response: notifyCounts,
  }),
}
export type NotifyCalls = typeof notifyCalls
