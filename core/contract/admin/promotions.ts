// Promotions that pay (docs/promotions.md): the bonus rule an operator attaches to an activity, and the
// payouts. The kinds, their Chinese names (shown in the player's records and the console), the
// parameters of each kind and the operator calls. Validation messages are catalog keys
// (server/admin/messages.ts, `a.promo.*`); the server answers them as Chinese text.
import { z } from 'zod'
import { amountField, money, wireTime } from '../core'
import { pageOf } from './shapes'

export const PROMOTION_KINDS = [
  'first-deposit',
  'deposit-method',
  'application',
  'vip-upgrade',
  'birthday',
  'monthly-redpacket',
] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

/** What the player and the operator read for each kind. */
export const PROMOTION_KIND_NAMES: Record<PromotionKind, string> = {
  'first-deposit': '首存彩金',
  'deposit-method': '存款加赠',
  application: '活动彩金',
  'vip-upgrade': 'VIP晋级礼金',
  birthday: 'VIP生日礼金',
  'monthly-redpacket': '每月红包',
}

/** A bonus's wagering is at most this many times the bonus (server/wagering/requirements.ts). */
export const BONUS_MULTIPLE_MAX = 10

/** Deposit channels a deposit-method rule may name (the ledger's pay channels). */
export const PROMOTION_CHANNELS = ['bank', 'wechat', 'alipay', 'usdt-trc20', 'usdt-erc20'] as const

const yuan = z.string({ error: 'a.promo.money' }).regex(/^\d{1,9}\.\d{2}$/, { error: 'a.promo.money' })
const positiveYuan = yuan.refine((v) => /[1-9]/.test(v), { error: 'a.promo.moneyPositive' })
/** A percentage with up to two decimals, 0.01 to 1000. */
const percent = z
  .string({ error: 'a.promo.percent' })
  .regex(/^\d{1,4}(\.\d{1,2})?$/, { error: 'a.promo.percent' })
  .refine((v) => Number(v) > 0 && Number(v) <= 1000, { error: 'a.promo.percent' })
/** Ten amounts, one per VIP level (VIP1 first); 0.00 = that level gets nothing. */
const perLevel = z.array(yuan, { error: 'a.promo.levels' }).length(10, { error: 'a.promo.levels' })

export const promotionParams = {
  'first-deposit': z.object({
    percent,
    min_deposit: yuan,
    max_bonus: positiveYuan,
  }),
  'deposit-method': z.object({
    channels: z
      .array(z.enum(PROMOTION_CHANNELS, { error: 'a.promo.channels' }), { error: 'a.promo.channels' })
      .min(1, { error: 'a.promo.channels' })
      .max(PROMOTION_CHANNELS.length, { error: 'a.promo.channels' }),
    percent,
    min_deposit: yuan,
    max_bonus: positiveYuan,
  }),
  application: z.object({ amount: positiveYuan }),
  'vip-upgrade': z.object({}),
  birthday: z.object({ amounts: perLevel }),
  'monthly-redpacket': z.object({ amounts: perLevel }),
} as const satisfies Record<PromotionKind, z.ZodType>

const common = {
  enabled: z.boolean({ error: 'a.promo.flag' }),
  /** Times the bonus (never the deposit) to wager; at most BONUS_MULTIPLE_MAX (docs/promotions.md). */
  turnover_multiple: z
    .string({ error: 'a.promo.multiple' })
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'a.promo.multiple' })
    .refine((v) => Number(v) <= BONUS_MULTIPLE_MAX, { error: 'a.promo.multipleCap' }),
  player_cap: positiveYuan.nullable(),
  player_day_cap: positiveYuan.nullable(),
  day_cap: positiveYuan.nullable(),
}

/** The body of "save the rule of this activity": the kind chooses the parameters' shape. */
const ruleOf = <K extends PromotionKind>(kind: K) =>
  z.object({ kind: z.literal(kind), params: promotionParams[kind], ...common })

export const promotionRuleRequest = z.discriminatedUnion(
  'kind',
  [
    ruleOf('first-deposit'),
    ruleOf('deposit-method'),
    ruleOf('application'),
    ruleOf('vip-upgrade'),
    ruleOf('birthday'),
    ruleOf('monthly-redpacket'),
  ],
  { error: 'a.promo.kind' },
)
export type PromotionRuleRequest = {
  [K in PromotionKind]: {
    kind: K
    params: z.infer<(typeof promotionParams)[K]>
    enabled: boolean
    turnover_multiple: string
    player_cap: string | null
    player_day_cap: string | null
    day_cap: string | null
  }
}[PromotionKind]

export const promotionRule = z.object({
  kind: z.enum(PROMOTION_KINDS),
  params: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  turnover_multiple: z.string(),
  player_cap: money.nullable(),
  player_day_cap: money.nullable(),
  day_cap: money.nullable(),
  updated_by: z.string(),
  updated_at: wireTime,
})
export type PromotionRule = z.infer<typeof promotionRule>

/** An activity with its rule (null: it pays nothing) and what it has paid. */
export const promotionRow = z.object({
  activity_id: z.number().int(),
  title: z.string(),
  shown: z.boolean(),
  can_apply: z.boolean(),
  rule: promotionRule.nullable(),
  payouts: z.number().int(),
  paid: money,
  paid_today: money,
})
export type PromotionRow = z.infer<typeof promotionRow>

/** Payouts of one activity or all, filtered like every worked list (docs/operator-console.md): Beijing
 * days, an amount range, `q` a player, `kind` the promotion kind; `format=csv` the audited export. */
export const payoutQuery = z.object({
  activity_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  min_amount: z.preprocess((v) => (v === '' ? undefined : v), amountField('amount').optional()),
  max_amount: z.preprocess((v) => (v === '' ? undefined : v), amountField('amount').optional()),
  q: z.string().trim().max(64).optional(),
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PROMOTION_KINDS).optional()),
  format: z.enum(['json', 'csv']).default('json'),
})

export const payoutRow = z.object({
  id: z.number().int(),
  username: z.string(),
  activity_id: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  kind_name: z.string(),
  amount: money,
  turnover: money,
  created_at: wireTime,
})
export type PayoutRow = z.infer<typeof payoutRow>

export const promotionCalls = {
  promotions: {
    method: 'GET',
    path: '/admin/api/promotions',
    permission: 'promotions.edit',
    request: z.object({}),
    response: z.array(promotionRow),
  },
  promotionPayouts: {
    method: 'GET',
    path: '/admin/api/promotions/payouts',
    permission: 'promotions.edit',
    request: payoutQuery,
    response: pageOf(payoutRow),
  },
  savePromotionRule: {
    method: 'POST',
    path: '/admin/api/promotions/:id/rule',
    permission: 'promotions.edit',
    request: promotionRuleRequest,
    response: promotionRow,
  },
} as const
