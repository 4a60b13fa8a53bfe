// The player's inbox message when money they asked to move is refused (docs/operator-console.md, "Who paid"):
// a withdrawal refused by the payment channel (server/payments/payouts.ts) or by an operator's review,
// and a deposit refused in review. The reason is the one stored on the order (its `note`), so the
// inbox and the order's record say the same thing. Written in the refusal's own transaction.
import type { Query } from '../db/client'
import { escapeAttr } from './html'

/** `channel`: the payment provider refused a payout; `review`: an operator refused the order. */
type Kind = 'withdrawal.channel' | 'withdrawal.review' | 'deposit.review'

export type Refusal = { userId: number | string; kind: Kind; orderNo: string; reason: string }

type Text = { title: string; body: (no: string, why: string) => string }

const TEXTS: Record<Kind, { zh: Text; en: Text }> = {
  'withdrawal.channel': {
    zh: {
      title: '提现未能到账',
      body: (no, why) => `您的提现 ${no} 被支付渠道拒绝（${why}），款项已退回您的中心钱包。`,
    },
    en: {
      title: 'Withdrawal not paid',
      body: (no, why) =>
        `Your withdrawal ${no} was refused by the payment channel (${why}); the money is back in your main wallet.`,
    },
  },
  'withdrawal.review': {
    zh: {
      title: '提现申请未通过',
      body: (no, why) => `您的提现 ${no} 未通过审核，原因：${why}。款项已退回您的中心钱包。`,
    },
    en: {
      title: 'Withdrawal refused',
      body: (no, why) =>
        `Your withdrawal ${no} was refused in review. Reason: ${why}. The money is back in your main wallet.`,
    },
  },
  'deposit.review': {
    zh: {
      title: '存款未通过审核',
      body: (no, why) => `您的存款订单 ${no} 未通过审核，原因：${why}。该笔款项未入账，如已付款请联系客服。`,
    },
    en: {
      title: 'Deposit refused',
      body: (no, why) =>
        `Your deposit ${no} was refused in review. Reason: ${why}. Nothing was credited; if you have paid, please contact customer service.`,
    },
  },
}

/** One inbox message to the player, in Chinese and English, naming the order and the reason. */
export async function noticeRefusal(q: Query, r: Refusal) {
  const t = TEXTS[r.kind]
  const reason = r.reason.trim()
  const zh = reason ? escapeAttr(reason) : '未说明'
  const en = reason ? escapeAttr(reason) : 'not given'
  await q(
    'INSERT INTO inbox_messages (user_id, title, content, title_en, content_en) VALUES ($1, $2, $3, $4, $5)',
    [String(r.userId), t.zh.title, t.zh.body(r.orderNo, zh), t.en.title, t.en.body(r.orderNo, en)],
  )
}
