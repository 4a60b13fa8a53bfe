// The member's money and play calls: games, wallets and transfers, deposits, cards and withdrawals,
// records and red packets. docs/contract.md
import { z } from 'zod'
import {
  amountField,
  call,
  flag,
  intField,
  money,
  none,
  optionalInt,
  paginator,
  requiredText,
  text,
  wireTime,
} from './core'
import {
  BetRow,
  BoundCard,
  DepositOffer,
  PayInfo,
  RANGE_TYPES,
  RebateRow,
  RedPacketRecord,
  RedPacketRule,
  TransRow,
  VenueBalance,
  WageringRequirement,
} from './entities'
import { id, nullData, page, payPass, range, records, url } from './requests'
import { LIMITS, USDT_PROTOCOLS } from './rules'

/**
 * The offers (activity ids, from depositOffers) the player ticked for this deposit; none by default.
 * A bonus is paid only when the player chose it (docs/promotions.md, "Opt-in").
 */
const offers = z
  .array(intField('v.depositOffer', 1), { error: 'v.depositOffer' })
  .max(LIMITS.depositOffersMax, { error: 'v.depositOffer' })
  .default([])

/**
 * A bonus the player may claim with 申请 (a VIP level reached, a birthday, a monthly red packet): its
 * amount, the wagering it will carry (bonus × multiple, at most 10x) and when the offer ends.
 * docs/promotions.md, "Opt-in".
 */
export const BonusClaim = z.object({
  id: z.number().int(),
  kind: z.enum(['vip-upgrade', 'birthday', 'monthly-redpacket']),
  title: z.string(),
  amount: money,
  multiple: z.string(),
  turnover: money,
  expires_at: wireTime,
})
export type BonusClaim = z.infer<typeof BonusClaim>

export const memberCalls = {
  // games
  getGameUrl: call({
    method: 'POST',
    path: '/api/getGameUrl',
    auth: true,
    request: z.object({
      plat_name: requiredText(32, 'v.gameRequired'),
      game_type: optionalInt('v.type', 0, 99).transform((t) => t ?? 0),
      game_code: z.preprocess((v) => v ?? '', text(64, 'v.gameRequired')),
      is_mobile_url: optionalInt('v.type', 0, 1).transform((t) => t ?? 0),
    }),
    response: url,
  }),

  // wallets and transfers
  balancelist: call({
    method: 'POST',
    path: '/api/balancelist',
    auth: true,
    request: none,
    response: z.array(VenueBalance),
  }),
  userapimoney: call({
    method: 'POST',
    path: '/api/userapimoney/:platname',
    auth: true,
    request: z.object({ platname: requiredText(32, 'v.platform') }),
    response: z.object({ balance: money }),
  }),
  transfer: call({
    method: 'POST',
    path: '/api/transfer',
    auth: true,
    idempotent: true,
    request: z.object({
      amount: amountField('v.transferAmount'),
      sourcetype: requiredText(32, 'v.transferTarget'),
      targettype: requiredText(32, 'v.transferTarget'),
    }),
    response: z.object({ balance: money }),
  }),
  uptransferstatus: call({
    method: 'POST',
    path: '/api/uptransferstatus',
    auth: true,
    request: z.object({ transferstatus: intField('v.transferStatus', 0, 1) }),
    response: nullData,
  }),
  transall: call({
    method: 'POST',
    path: '/api/transall',
    auth: true,
    idempotent: true,
    request: none,
    response: z.object({ balance: money }),
  }),

  // deposits
  getPayRange: call({
    method: 'POST',
    path: '/api/getPayRange',
    auth: true,
    request: z.object({ type: z.enum(RANGE_TYPES, { error: 'v.payType' }) }),
    response: z.object({ min_price: money, max_price: money }),
  }),
  /** The deposit-matched offers this player may opt into on this channel (docs/promotions.md, "Opt-in"). */
  depositOffers: call({
    method: 'POST',
    path: '/api/depositOffers',
    auth: true,
    request: z.object({ type: z.enum(RANGE_TYPES, { error: 'v.payType' }) }),
    response: z.array(DepositOffer),
  }),
  recharge: call({
    method: 'POST',
    path: '/api/recharge',
    auth: true,
    idempotent: true,
    messageIsData: true,
    request: z.discriminatedUnion(
      'paytype',
      [
        z.object({
          paytype: z.literal('bank'),
          bank_owner: requiredText(32, 'v.depositName'),
          bank: requiredText(32, 'v.depositBank'),
          bank_no: requiredText(LIMITS.depositFieldMax, 'v.depositCardNo'),
          bank_address: requiredText(LIMITS.depositFieldMax, 'v.depositAddress'),
          amount: amountField('v.depositAmount'),
          offers,
        }),
        z.object({
          paytype: z.literal('usdt'),
          catepay: z.enum(USDT_PROTOCOLS, { error: 'v.usdtProtocol' }),
          amount: amountField('v.depositAmount'),
          offers,
        }),
        z.object({ paytype: z.literal('alipay'), amount: amountField('v.depositAmount'), offers }),
        z.object({ paytype: z.literal('wxpay'), amount: amountField('v.depositAmount'), offers }),
      ],
      { error: 'v.payType' },
    ),
    response: z.object({ out_trade_no: z.string() }),
  }),
  payinfo: call({
    method: 'POST',
    path: '/api/payinfo',
    auth: true,
    messageIsData: true,
    request: z.object({ deposit_no: requiredText(40, 'v.depositNo') }),
    response: PayInfo.nullable(),
  }),

  // cards and withdrawals
  getcard: call({
    method: 'POST',
    path: '/api/getcard',
    auth: true,
    request: z.object({ type: intField('v.type', 1, 2) }),
    response: z.array(BoundCard),
  }),
  bindcard: call({
    method: 'POST',
    path: '/api/bindcard',
    auth: true,
    idempotent: true,
    request: z.object({
      bank: requiredText(32, 'v.bindBank'),
      bank_address: z.preprocess((v) => v ?? '', text(64, 'v.bindAddress')),
      bank_no: requiredText(64, 'v.bindCardNo'),
      bank_owner: requiredText(32, 'v.bindName'),
      pay_pass: payPass
        .min(LIMITS.bindPayPassMin, { error: 'v.bindPayPassLength' })
        .max(LIMITS.bindPayPassMax, { error: 'v.bindPayPassLength' }),
    }),
    response: nullData,
  }),
  delcard: call({
    method: 'POST',
    path: '/api/delcard',
    auth: true,
    request: z.object({ id }),
    response: nullData,
  }),
  getBetAmount: call({
    method: 'POST',
    path: '/api/getBetAmount',
    auth: true,
    request: none,
    /**
     * bet_amount: valid bets counted towards the deposits' turnover; required: the deposits' turnover
     * still needed before a withdrawal (0 when met); bonus: the active bonus money a withdrawal now
     * forfeits (what the bonus grants' own accounts hold); cash: what a withdrawal can take now, the
     * central wallet (absent from older servers); requirements: each requirement on its own
     * (docs/promotions.md).
     */
    response: z.object({
      bet_amount: money,
      required: money,
      multiple: z.string(),
      bonus: money,
      cash: money.optional(),
      requirements: z.array(WageringRequirement),
    }),
  }),
  withdraw: call({
    method: 'POST',
    path: '/api/withdraw',
    auth: true,
    idempotent: true,
    request: z.object({
      amount: amountField('v.amount'),
      bank: intField('v.withdrawBank', 1),
      password: z
        .string({ error: 'v.withdrawPassword' })
        .min(1, { error: 'v.withdrawPassword' })
        .max(32, { error: 'v.withdrawPassword' }),
      /** 1: the player confirmed giving up the active bonus (refusal 220 names the amount). */
      forfeit_bonus: z.preprocess((v) => v ?? 0, flag),
    }),
    response: nullData,
  }),

  // records
  betrecord: call({
    method: 'POST',
    path: '/api/betrecord',
    auth: true,
    request: records,
    response: paginator(BetRow),
  }),
  gettransrecord: call({
    method: 'POST',
    path: '/api/gettransrecord',
    auth: true,
    request: records.extend({ type: optionalInt('v.type', 1, 4).transform((t) => t ?? 1) }),
    response: paginator(TransRow),
  }),
  getfanshui: call({
    method: 'POST',
    path: '/api/getfanshui',
    auth: true,
    request: records.extend({ type: optionalInt('v.type', 1, 2) }),
    response: z.object({ list: paginator(RebateRow), jisuan: money, nojisuan: money }),
  }),
  dofanshui: call({
    method: 'POST',
    path: '/api/dofanshui',
    auth: true,
    idempotent: true,
    request: none,
    response: z.object({ amount: money }),
  }),

  // bonuses claimed with 申请 (VIP level-up, birthday)
  bonusClaims: call({
    method: 'POST',
    path: '/api/bonusClaims',
    auth: true,
    request: none,
    response: z.array(BonusClaim),
  }),
  claimBonus: call({
    method: 'POST',
    path: '/api/claimBonus',
    auth: true,
    idempotent: true,
    request: z.object({ id }),
    response: z.object({ amount: money, turnover: money }),
  }),

  // red packets
  userredpacket: call({
    method: 'GET',
    path: '/api/userredpacket',
    auth: true,
    request: none,
    response: z.object({
      sendnums: z.number().int(),
      acquirednum: z.number().int(),
      max_times: z.number().int(),
      redPacketStatus: z.enum(['READY', 'STARTING', 'END']),
      rules: z.array(RedPacketRule),
      /** Our addition: today's grab window (Beijing wall times HH:MM:SS) and the server's clock, so the
          page can show when grabbing opens or closes. */
      grab_begin: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
      grab_end: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
      server_time: wireTime,
    }),
  }),
  douserredpacket: call({
    method: 'POST',
    path: '/api/douserredpacket',
    auth: true,
    idempotent: true,
    request: none,
    response: z.object({ redpacketmoney: money, sendnums: z.number().int(), acquirednum: z.number().int() }),
  }),
  redpacket: call({
    method: 'POST',
    path: '/api/redpacket',
    auth: true,
    request: z.object({ page, ...range }),
    response: paginator(RedPacketRecord),
  }),
} as const
