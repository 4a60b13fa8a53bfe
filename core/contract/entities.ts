// The entities the calls carry (docs/contract.md): settings, the user, games, content, records, cards
// and payment details, each a zod schema with its type.
import { z } from 'zod'
// ---------------------------------------------------------------- entities
import { CATEGORIES } from './categories'
import { flag, money, wireTime } from './core'
import { SbLeg } from './sportsbook'

export { CATEGORIES, CATEGORY_ID, type Category } from './categories'

export const Licence = z.object({
  name: z.string(),
  number: z.string(),
  url: z.string(),
  badge: z.string(),
  demo: z.boolean(),
})
export const AppSettings = z.object({
  title: z.string(),
  site_logo: z.string(),
  site_state: flag,
  repair_tips: z.string(),
  index_modal: flag,
  webcontent: z.string(),
  redpacket_switch: flag,
  fanshui: flag,
  ios_download_qrcode: z.string(),
  ios_download_url: z.string(),
  h5_url: z.string(),
  service_url: z.string(),
  licences: z.array(Licence),
  copyright: z.string(),
})
export type AppSettings = z.infer<typeof AppSettings>

export const User = z.object({
  username: z.string(),
  realname: z.string(),
  /** The central wallet's cash and the bonus grants' accounts together, as /api/balance answers it. */
  balance: money,
  /** The part of `balance` that is bonus money (docs/promotions.md, "Bonus accounts"). */
  bonus: money.optional(),
  vip: z.number().int(),
  vipname: z.string(),
  current_vip: z.string(),
  next_vip: z.string(),
  /** Deposit and turnover the next level needs ("0.00" at the top level). */
  next_vip_recharge: money,
  next_vip_flow: money,
  avatar: z.string(),
  isagent: flag,
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  paysum: money,
  totalgame: money,
  transferstatus: flag,
  usdtrate: z.string(),
  withdrawusdtrate: z.string(),
  /** ERC20 withdrawal fee in USDT. */
  withdrawcashfee: z.string(),
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: z.string(),
  fanshui: money,
  joinday: z.number().int(),
  created_at: wireTime,
  last_login_at: wireTime.nullable(),
})
export type User = z.infer<typeof User>

export const GameEntry = z.object({
  name: z.string(),
  platform_name: z.string(),
  category: z.enum(CATEGORIES),
  category_id: z.number().int(),
  game_code: z.string(),
  app_state: flag,
  check_yes_img: z.string(),
  check_no_img: z.string(),
  api_logo_img: z.string(),
  mobile_img: z.string(),
  description: z.string(),
  /** 1 while the venue's partner does not answer (our addition): the card shows 维护中, no launch. */
  maintenance: flag,
})
export type GameEntry = z.infer<typeof GameEntry>

export const ProviderGame = z.object({
  gamepic: z.string(),
  gamename: z.string(),
  catecode: z.string(),
  gamecode: z.string(),
})
export type ProviderGame = z.infer<typeof ProviderGame>

export const Banner = z.object({ src: z.string(), url: z.string(), title: z.string() })
export const Article = z.object({ id: z.number().int(), name: z.string(), content: z.string() })
export const ActivityType = z.object({ id: z.number().int(), name: z.string() })
export const ActivitySummary = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  banner: z.string(),
  created_at: wireTime,
})
export const Activity = ActivitySummary.extend({ content: z.string(), memo: z.string(), can_apply: flag })
export type Activity = z.infer<typeof Activity>
export const ActivityApplication = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  state: z.number().int(),
  created_at: wireTime,
})
export const VipLevel = z.object({
  id: z.number().int(),
  level: z.number().int(),
  vipname: z.string(),
  recharge: money,
  flow: money,
  retention_flow: money,
  upgrade_bonus: money,
  realperson: z.string(),
  electron: z.string(),
  joker: z.string(),
  sport: z.string(),
  lottery: z.string(),
  e_sport: z.string(),
})
export type VipLevel = z.infer<typeof VipLevel>
export const InboxMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: wireTime,
})

export const VenueBalance = z.object({ platname: z.string(), name: z.string(), balance: money })
export const RebateRow = z.object({
  id: z.number().int(),
  gamename: z.string(),
  money: money,
  state: z.number().int(),
  created_at: wireTime,
  updated_at: wireTime,
})
/**
 * One turnover requirement, tracked on its own until met or forfeited (docs/promotions.md): `deposit`
 * is the operator's turnover on a deposit (打码量), `bonus` a promotion's wagering on its bonus.
 */
export const WageringRequirement = z.object({
  id: z.number(),
  kind: z.enum(['deposit', 'bonus']),
  title: z.string(),
  amount: money,
  progress: money,
  bonus: money,
  state: z.enum(['active', 'met', 'forfeited']),
  created_at: wireTime,
})

export const BetRow = z.object({
  bet_id: z.string(),
  bet_time: wireTime,
  platform_type: z.string(),
  Code: z.string(),
  game_name: z.string(),
  bet_amount: money,
  valid_amount: money,
  win_loss: money,
  status: z.number().int(),
  /**
   * Our addition (issue 24): a sportsbook bet's legs, one for a single and 2-8 for a parlay, with the
   * match, market, selection, odds taken and how each leg settled. Absent on every other game's rows.
   */
  legs: z.array(SbLeg).optional(),
})
export const TransRow = z.object({
  id: z.number().int(),
  created_at: wireTime,
  out_trade_no: z.string(),
  pay_way: z.string(),
  amount: money,
  real_money: money,
  state: z.number().int(),
})
/**
 * Our addition (issue 30): `bank_label` is the bank's name in the request's language, for display
 * only; `bank_name` (a bound card's `bank`) stays the Chinese key the bind-card call sends back.
 */
const bankLabel = z.string()
export const Bank = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  bank_label: bankLabel,
  ico: z.string(),
})
export const ReceivingAccount = z.object({
  id: z.number().int(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  bank_data: z.object({ bank_name: z.string(), bank_label: bankLabel, ico: z.string() }),
})
export const BoundCard = z.object({
  id: z.number().int(),
  bank: z.string(),
  /** The bank's display name (`bank` itself for a USDT address). */
  bank_label: bankLabel,
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  bank_not: z.string(),
  ico: z.string(),
  created_at: wireTime,
})
export type BoundCard = z.infer<typeof BoundCard>
export const RedPacketRule = z.object({
  id: z.number().int(),
  start_time: wireTime,
  end_time: wireTime,
  day_flow: money,
  flow_money: money,
  recharge: z.number().int(),
})
export const RedPacketRecord = z.object({
  id: z.number().int(),
  money: money,
  redpacketmoney: money,
  created_at: wireTime,
  usetime: wireTime,
})
export const PayInfo = z.object({
  deposit_no: z.string(),
  info: z.object({
    created_at: wireTime,
    expires_at: wireTime,
    server_time: wireTime,
    usdtrate: z.string(),
    /** The exact amount to pay: USDT for crypto, CNY otherwise. */
    real_money: money,
    amount: money,
    paytype: z.string(),
    /** Protocol for USDT (TRC20 or ERC20), the channel key otherwise. */
    bank: z.string(),
    state: z.number().int(),
  }),
  cardlist: z.object({ content: z.string(), payimg: z.string(), mch_id: z.string() }),
})
export type PayInfo = z.infer<typeof PayInfo>

/**
 * A deposit-matched bonus the player may opt into on the deposit form (docs/promotions.md, "Opt-in"):
 * `id` is the activity's, `percent` of the deposit (two decimals) up to `max_bonus`, for a deposit of
 * at least `min_deposit`; the bonus must then be wagered `multiple` times before it is the player's.
 */
export const DepositOffer = z.object({
  id: z.number().int(),
  kind: z.enum(['first-deposit', 'deposit-method']),
  title: z.string(),
  percent: z.string(),
  max_bonus: money,
  min_deposit: money,
  multiple: z.string(),
})
export type DepositOffer = z.infer<typeof DepositOffer>

export const PAY_TYPES = ['bank', 'usdt', 'alipay', 'wxpay'] as const
export const RANGE_TYPES = ['bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20'] as const
